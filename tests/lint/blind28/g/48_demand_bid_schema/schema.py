from dataclasses import dataclass


@dataclass
class DemandBid:
    lse: str
    mw: float
    price_cap: float

    @classmethod
    def from_record(cls, rec):
        return cls(rec["lse"], float(rec["mw"]), float(rec["price_cap"]))
