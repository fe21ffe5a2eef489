// In the widget's folder but in no target: `glimpse open` on the project must leave it
// out (it does not compile).
let unused: Int = "not a number"
