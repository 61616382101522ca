import json

import numpy as np

RAW = [
    '[{"sev": 3, "conf": 80, "hits": 2}, {"sev": 5, "conf": 95, "hits": 1}, {"sev": 1, "conf": 40, "hits": 7}, {"sev": 2, "conf": 60, "hits": 3}]',
    '[{"sev": 4, "conf": 70, "hits": 1}, {"sev": 2, "conf": 55, "hits": 4}, {"sev": 5, "conf": 99, "hits": 2}, {"sev": 3, "conf": 50, "hits": 9}]',
    '[{"sev": 3.5, "conf": 80, "hits": 2}, {"sev": 5, "conf": 90, "hits": 1}, {"sev": 1, "conf": 30, "hits": 5}, {"sev": 2, "conf": 65, "hits": 3}]',
    '[{"sev": 4, "conf": 72.5, "hits": 6}, {"sev": 1, "conf": 20, "hits": 1}, {"sev": 2, "conf": 45, "hits": 2}, {"sev": 5, "conf": 88, "hits": 3}]',
]


def read_batches():
    for text in RAW:
        alerts = json.loads(text)
        yield np.array([[a["sev"], a["conf"], a["hits"]] for a in alerts])
