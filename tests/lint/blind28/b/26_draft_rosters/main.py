import jax
import jax.numpy as jnp
import numpy as np

from lobby import draft_from_queue, draft_from_replay


@jax.jit
def draft_win_prob(w, blue, red):
    b = jnp.stack(blue).mean(0)
    r = jnp.stack(red).mean(0)
    return jax.nn.sigmoid(jnp.dot(w, b - r))


def main():
    rng = np.random.default_rng(6)
    w = jnp.asarray(rng.normal(size=8), jnp.float32)
    probs = []
    for game in range(8):
        if game < 4:
            blue, red = draft_from_queue(rng)
        else:
            blue, red = draft_from_replay(rng)
        probs.append(float(draft_win_prob(w, blue, red)))
    print(np.round(probs, 3))


if __name__ == "__main__":
    main()
