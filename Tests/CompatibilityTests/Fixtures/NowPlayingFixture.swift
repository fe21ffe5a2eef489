// A now-playing Live Activity: artwork decoded from data, gradients, shadows, borders,
// UIKit colours and the colour scheme.
#if canImport(ActivityKit)
  import ActivityKit
  import SwiftUI
  import UIKit
  import WidgetKit
#else
  import GlimpseUI
#endif

struct NowPlayingAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var title: String
    var artist: String
    var artworkData: Data?
    var elapsed: TimeInterval
    var duration: TimeInterval
    var isPlaying: Bool
  }

  var appName: String
  var stationLogo: String
}

struct ArtworkView: View {
  let data: Data?
  var size: CGFloat = 64

  var body: some View {
    Group {
      if let data, let uiImage = UIImage(data: data) {
        Image(uiImage: uiImage)
          .resizable()
          .scaledToFill()
      } else {
        Image(systemName: "music.note")
          .resizable()
          .aspectRatio(contentMode: .fit)
          .padding(6)
          .foregroundStyle(.secondary)
      }
    }
    .frame(width: size, height: size)
    .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
    .overlay(
      RoundedRectangle(cornerRadius: 8)
        .strokeBorder(.white.opacity(0.2), lineWidth: 1)
    )
    .shadow(color: .black.opacity(0.4), radius: 6, x: 0, y: 3)
  }
}

struct NowPlayingView: View {
  @Environment(\.colorScheme) private var colorScheme
  let context: ActivityViewContext<NowPlayingAttributes>

  private var backgroundGradient: LinearGradient {
    LinearGradient(
      colors: colorScheme == .dark ? [.indigo, .black] : [.mint, .white],
      startPoint: .topLeading,
      endPoint: .bottomTrailing)
  }

  var body: some View {
    HStack(spacing: 12) {
      ArtworkView(data: context.state.artworkData)
      VStack(alignment: .leading, spacing: 2) {
        Text(context.state.title)
          .font(.headline)
          .lineLimit(1)
        Text(context.state.artist)
          .font(.subheadline)
          .foregroundStyle(.primary, .secondary)
          .lineLimit(1)
        ProgressView(value: context.state.elapsed, total: context.state.duration)
          .progressViewStyle(.linear)
          .tint(.white)
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      Image(systemName: context.state.isPlaying ? "pause.circle.fill" : "play.circle.fill")
        .resizable()
        .aspectRatio(contentMode: .fit)
        .frame(width: 32, height: 32)
        .symbolRenderingMode(.hierarchical)
    }
    .padding()
    .background(backgroundGradient)
    .background(
      RadialGradient(
        colors: [Color.purple.opacity(0.3), .clear], center: .leading, startRadius: 4,
        endRadius: 160)
    )
    .activityBackgroundTint(Color(.systemBackground))
  }
}

struct NowPlayingLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: NowPlayingAttributes.self) { context in
      NowPlayingView(context: context)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
          ArtworkView(data: context.state.artworkData, size: 40)
        }
        DynamicIslandExpandedRegion(.center) {
          VStack(spacing: 0) {
            Text(context.state.title).font(.subheadline.bold())
            Text(context.state.artist).font(.caption).foregroundStyle(.secondary)
          }
        }
        DynamicIslandExpandedRegion(.trailing) {
          Image(context.attributes.stationLogo)
            .resizable()
            .scaledToFit()
            .frame(width: 28, height: 28)
        }
        DynamicIslandExpandedRegion(.bottom) {
          Capsule()
            .fill(Color(UIColor.systemGray4))
            .frame(height: 3)
            .overlay(alignment: .leading) {
              Capsule()
                .fill(Color(uiColor: .label))
                .frame(width: 80, height: 3)
            }
        }
      } compactLeading: {
        ArtworkView(data: context.state.artworkData, size: 20)
      } compactTrailing: {
        Image(systemName: "waveform")
          .foregroundStyle(
            LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing))
      } minimal: {
        Image(systemName: "music.note")
      }
      .keylineTint(.pink)
    }
  }
}

enum NowPlayingSamples {
  static let attributes = NowPlayingAttributes(appName: "Tunes", stationLogo: "station-logo")
  static let playing = NowPlayingAttributes.ContentState(
    title: "Night Drive", artist: "The Streetlights", artworkData: artworkPNG,
    elapsed: 63, duration: 214, isPlaying: true)
  static let noArtwork = NowPlayingAttributes.ContentState(
    title: "Morning Show", artist: "Radio One", artworkData: nil, elapsed: 0, duration: 3_600,
    isPlaying: false)
}

/// A 4x4 PNG: red-purple on the left half, blue on the right.
let artworkPNG = Data([
  0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,
  0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0x04, 0x08, 0x02, 0x00, 0x00, 0x00, 0x26, 0x93, 0x09,
  0x29, 0x00, 0x00, 0x00, 0x14, 0x49, 0x44, 0x41, 0x54, 0x78, 0xDA, 0x63, 0xF8, 0x6F, 0xC3, 0x00,
  0x44, 0x0C, 0x36, 0xFF, 0x41, 0x88, 0x38, 0x0E, 0x00, 0x00, 0x32, 0x13, 0xB1, 0x14, 0xD0, 0x10,
  0x58, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
])
