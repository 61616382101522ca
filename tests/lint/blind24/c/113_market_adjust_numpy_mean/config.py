from dataclasses import dataclass
import numpy as np


@dataclass
class RegionPlan:
    name: str
    market_adjust: float = 0.03


def build_plans(survey):
    plans = []
    for region in ["na", "emea", "apac", "latam"]:
        plan = RegionPlan(region)
        if region in survey:
            plan.market_adjust = np.mean(survey[region])
        plans.append(plan)
    return plans
