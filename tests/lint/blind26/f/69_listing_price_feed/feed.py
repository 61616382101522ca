import json

PAGES = [
    '{"prices": [325000, 410000, 289000, 515000]}',
    '{"prices": [299999.5, 350000, 402500.75, 275000]}',
    '{"prices": [610000, 455000, 380000, 299000]}',
    '{"prices": [289900.0, 315500.25, 330000, 342000]}',
]

def pages():
    for raw in PAGES:
        yield json.loads(raw)["prices"]
