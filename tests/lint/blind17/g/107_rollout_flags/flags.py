ROLLOUT = {
    "us": {"diversity_boost": True},
    "eu": {"diversity_boost": 1},
    "apac": {"diversity_boost": False},
}


def flag(region, name):
    return ROLLOUT[region][name]
