from data import pad_history, supplier_histories
from risk import lead_time_quantiles

for mill, lt in supplier_histories():
    x, m = pad_history(lt)
    p50, p90 = lead_time_quantiles(x, m, 0.9)
    print(f"{mill:10s} {len(lt):2d} orders: P50 {float(p50):.0f} d, P90 {float(p90):.0f} d")
