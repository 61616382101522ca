from functools import partial

import jax


@partial(jax.jit, static_argnames=("min_stars",))
def bookable_share(stars, prices, budget, min_stars):
    ok = (stars >= min_stars) & (prices <= budget)
    return ok.mean()


def run_search(stars, prices, search):
    return bookable_share(stars, prices, search["budget"], min_stars=float(search["min_stars"]))
