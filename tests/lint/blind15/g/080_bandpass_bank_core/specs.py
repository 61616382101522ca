class FilterSpec:
    def __init__(self, low_hz, high_hz, fs, num_taps=65):
        self.low_hz = low_hz
        self.high_hz = high_hz
        self.fs = fs
        self.num_taps = num_taps

    def __repr__(self):
        return f"FilterSpec({self.low_hz}-{self.high_hz} Hz @ {self.fs})"
