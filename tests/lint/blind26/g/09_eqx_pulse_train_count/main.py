from detect import detect_onsets
from features import pulse_stats

for pass_id in range(8):
    onsets, n = detect_onsets(pass_id)
    mean_ipi, rate = pulse_stats(onsets, n)
    print(pass_id, n, f"ipi={float(mean_ipi)*1e3:.1f} ms", f"rate={float(rate):.1f}/s")
