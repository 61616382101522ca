from collars import read_fix_times
from rates import fix_interval_stats

for i, vendor in enumerate(["lotek", "vectronic", "lotek", "vectronic"]):
    mean_min, gaps = fix_interval_stats(read_fix_times(vendor, seed=i))
    print(vendor, round(float(mean_min), 2), "min", int(gaps), "gaps")
