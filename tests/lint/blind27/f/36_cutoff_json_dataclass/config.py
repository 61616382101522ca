import json
from dataclasses import dataclass
from pathlib import Path


@dataclass
class PitConfig:
    name: str
    cutoff_gpt: float
    price_usd_oz: float

    def __post_init__(self):
        self.cutoff_gpt = float(self.cutoff_gpt)
        self.price_usd_oz = float(self.price_usd_oz)


def load_pits(path=Path(__file__).parent / "pits.json"):
    return [PitConfig(**p) for p in json.loads(Path(path).read_text())["pits"]]
