from match import MatchHalf
from metrics import peak_5min_intensity

halves = [MatchHalf(2, 0), MatchHalf(5, 1), MatchHalf(1, 2), MatchHalf(4, 3), MatchHalf(2, 4), MatchHalf(3, 5)]
for i, h in enumerate(halves):
    peak, at = peak_5min_intensity(h.speed_trace)
    print(f"half {i}: peak 5-min speed {float(peak):.2f} m/s at minute {int(at) / 60:.1f}")
