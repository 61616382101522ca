from archive import available, fields
from merge import merge_sic

for day in range(10):
    sensors = available(day)
    merged = merge_sic(fields(day, sensors), sensors=sensors)
    print(f"day {day}: {'+'.join(sensors):<34s} mean SIC {float(merged.mean()):.3f}")
