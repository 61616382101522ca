from features import build_matrix, monthly_extracts
from risk import risk_percentiles

for month, df in monthly_extracts():
    x = build_matrix(df)
    print(month, x.shape[1], [round(float(v), 3) for v in risk_percentiles(x)])
