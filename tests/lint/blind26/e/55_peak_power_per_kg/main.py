from athletes import roster
from power import peak_power_per_kg

for a in roster():
    print(a.name, round(float(a.relative_peak_power(peak_power_per_kg)), 2), "W/kg")
