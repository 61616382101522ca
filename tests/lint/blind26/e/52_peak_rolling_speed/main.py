from match import MatchHalf
from metrics import peak_rolling_speed

halves = [MatchHalf(2, 0), MatchHalf(5, 1), MatchHalf(1, 2), MatchHalf(4, 3), MatchHalf(2, 4), MatchHalf(3, 5)]
for i, h in enumerate(halves):
    peak, at = peak_rolling_speed(h.speed_trace)
    print(f"half {i} (+{h.added_minutes}): peak 5-min speed {float(peak):.2f} m/s at minute {int(at) / 60:.1f}")
