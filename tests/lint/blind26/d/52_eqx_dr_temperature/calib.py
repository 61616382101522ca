import equinox as eqx
import jax
import jax.numpy as jnp


class CalibratedGrader(eqx.Module):
    head: eqx.nn.Linear
    temperature: float = 1.0

    def __call__(self, feats):
        return self.head(feats) / self.temperature


@eqx.filter_jit
def val_nll(model, feats, labels):
    logits = jax.vmap(model)(feats)
    logp = jax.nn.log_softmax(logits)
    return -jnp.take_along_axis(logp, labels[:, None], axis=1).mean()


def search_temperature(model, feats, labels, grid):
    best_t, best = None, None
    for t in grid:
        cand = eqx.tree_at(lambda m: m.temperature, model, t)
        nll = float(val_nll(cand, feats, labels))
        if best is None or nll < best:
            best_t, best = t, nll
    return best_t, best
