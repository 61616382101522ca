import jax
import jax.numpy as jnp
import numpy as np

from committee import fit_member, make_member

N_MEMBERS = 3


def morse_data(n=64):
    r = np.linspace(0.6, 2.5, n, dtype=np.float32)[:, None]
    e = (1 - np.exp(-1.5 * (r - 1.0))) ** 2
    return jnp.asarray(r), jnp.asarray(e.astype(np.float32))


if __name__ == "__main__":
    r, e = morse_data()
    members = []
    for key in jax.random.split(jax.random.PRNGKey(0), N_MEMBERS):
        members.append(fit_member(make_member(key), r, e))
    preds = jnp.stack([jax.vmap(m)(r) for m in members])
    print("committee disagreement", float(preds.std(0).mean()))
