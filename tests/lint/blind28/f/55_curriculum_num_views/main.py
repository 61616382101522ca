import jax
import jax.numpy as jnp
import numpy as np

from contrastive import jitter_views, multiview_loss_and_grad
from curriculum import Curriculum


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 63)).astype(np.float32)
    w = jnp.asarray(rng.normal(size=(63, 16)) * 0.1, jnp.float32)
    cur = Curriculum()
    key = jax.random.PRNGKey(0)
    for epoch in range(5):
        for step in range(3):
            key, sub = jax.random.split(key)
            views = jitter_views(sub, x, cur.views_for(epoch))
            loss, g = multiview_loss_and_grad(w, views)
            w = w - 0.1 * g
        print(epoch, cur.views_for(epoch), float(loss))


if __name__ == "__main__":
    main()
