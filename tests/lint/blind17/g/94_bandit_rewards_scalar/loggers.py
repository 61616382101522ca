def click_reward(rng):
    return float(rng.random() < 0.2)


def conversion_reward(rng):
    value = rng.gamma(2.0, 5.0) if rng.random() < 0.05 else 0.0
    return float(value / 100.0)


REWARD_SOURCES = {"click": click_reward, "conversion": conversion_reward}
