from dynamics import DT, rollout_cost


def evaluate(theta, starts, duration):
    horizon = int(round(duration / DT))
    costs = [float(rollout_cost(theta, s, horizon=horizon)) for s in starts]
    return sum(costs) / len(costs)
