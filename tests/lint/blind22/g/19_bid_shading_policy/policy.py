from dataclasses import dataclass


@dataclass(eq=False)
class ShadingPolicy:
    floor: float = 0.2
    shade: float = 0.85
    max_bid: float = 5.0


def policy_for(campaign):
    return ShadingPolicy(shade=0.85 if campaign["tier"] == "gold" else 0.7)
