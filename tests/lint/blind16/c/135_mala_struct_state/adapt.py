import math


def adapt_step_size(state, accept_prob, target=0.57, rate=0.5):
    new_eps = state.step_size * math.exp(rate * (float(accept_prob) - target))
    return state.replace(step_size=new_eps)
