import jax

from net import scorer


@jax.jit
def score_calls(params, calls):
    return scorer.apply(params, calls)


def score_fleet(params, histories):
    return {imo: float(score_calls(params, h)) for imo, h in histories.items()}
