import jax
import jax.numpy as jnp


@jax.jit
def add_ingredient(mean, count, cand):
    new_count = count + 1.0
    return jax.tree.map(lambda m, c: m + (c - m) / new_count, mean, cand), new_count


@jax.jit
def val_loss(params, x, y):
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


def greedy_soup(candidates, x, y):
    ranked = sorted(candidates, key=lambda p: float(val_loss(p, x, y)))
    soup, count = ranked[0], jnp.float32(1.0)
    best = float(val_loss(soup, x, y))
    for cand in ranked[1:]:
        trial, trial_count = add_ingredient(soup, count, cand)
        loss = float(val_loss(trial, x, y))
        if loss <= best:
            soup, count, best = trial, trial_count, loss
    return soup, best
