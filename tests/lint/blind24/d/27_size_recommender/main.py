import numpy as np

from charts import chart_for
from recommend import recommend_size

rng = np.random.default_rng(1)
requests = [("EU", 8), ("US", 8), ("EU", 8), ("EU", 8), ("US", 8), ("EU", 8)]
for region, n in requests:
    chest = rng.normal(98, 8, n).astype(np.float32)
    chart = chart_for(region)
    idx = recommend_size(chest, 4.0, chart=chart)
    print(region, [chart.labels[i] for i in np.asarray(idx)])
