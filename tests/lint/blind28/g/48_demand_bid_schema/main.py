import json

from schema import DemandBid
from clearing import clearing_price

FEED = '[{"lse": "muni_a", "mw": 420, "price_cap": 250}, {"lse": "coop_b", "mw": 187.5, "price_cap": 300},' \
       ' {"lse": "ioe_c", "mw": 1310, "price_cap": 220.5}, {"lse": "muni_d", "mw": 96.25, "price_cap": 275}]'


def main():
    bids = [DemandBid.from_record(r) for r in json.loads(FEED)]
    for b in bids:
        print(b.lse, float(clearing_price(b.mw, b.price_cap)))


if __name__ == "__main__":
    main()
