import Glimpse
import GlimpseDemos

Glimpse.main(previews: DemoGallery.all)
