import jax
import jax.numpy as jnp
import numpy as np
from flax import struct

MAX_CHARS = 40


@struct.dataclass
class DecodeSettings:
    blank_penalty: float
    space_bonus: float
    max_chars: int = struct.field(pytree_node=False, default=MAX_CHARS)


@jax.jit
def greedy_ctc(logits, settings):
    logits = logits.at[:, -1].add(-settings.blank_penalty).at[:, 0].add(settings.space_bonus)
    best = jnp.argmax(logits, axis=-1)
    keep = best != logits.shape[-1] - 1
    order = jnp.argsort(~keep, stable=True)
    return jnp.where(keep[order], best[order], -1)[: settings.max_chars]


def main():
    key = jax.random.PRNGKey(65)
    for penalty in [0.0, 0.25, 0.5, 1.0]:
        key, sub = jax.random.split(key)
        logits = jax.random.normal(sub, (60, 31))
        chars = greedy_ctc(logits, DecodeSettings(blank_penalty=penalty, space_bonus=0.1 * penalty))
        print(penalty, int((np.asarray(chars) >= 0).sum()))


if __name__ == "__main__":
    main()
