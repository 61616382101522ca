import json
import numpy as np

PAGES = [
    '{"prices": [325000, 410000, 289000, 515000]}',
    '{"prices": [299999.5, 350000, 402500.75, 275000]}',
    '{"prices": [610000, 455000, 380000, 299000]}',
    '{"prices": [289900.0, 315500.25, 330000, 342000]}',
]

def parse_page(raw):
    return np.array(json.loads(raw)["prices"], dtype=np.float32)
