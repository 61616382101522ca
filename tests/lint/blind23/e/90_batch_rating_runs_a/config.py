from dataclasses import dataclass, replace
import datetime


@dataclass(unsafe_hash=True)
class RatingConfig:
    base_rate: float = 350.0
    min_premium: float = 120.0
    max_loading: float = 3.0
    run_id: str = ""


def config_for_run(base, batch_no):
    stamp = datetime.date(2026, 1, 1) + datetime.timedelta(days=batch_no)
    return replace(base, run_id=f"rating-{stamp.isoformat()}-{batch_no:03d}")
