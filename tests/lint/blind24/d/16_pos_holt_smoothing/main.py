from pos import load_store_days
from smoothing import holt_smooth

for store in range(6):
    units = load_store_days(store)
    next_week, fitted = holt_smooth(units, 0.3, 0.1)
    print(f"store {store}: next-week daily level {float(next_week):.1f}")
