import itertools

import jax
import jax.numpy as jnp
import optax

from config import MetaConfig
from maml import init_mlp, meta_step
from tasks import SineTaskSampler


def main(cfg=MetaConfig()):
    meta_opt = optax.adam(cfg.meta_lr)
    params = init_mlp(jax.random.PRNGKey(0))
    opt_state = meta_opt.init(params)
    inner_lr = jnp.float32(cfg.inner_lr)

    sampler = SineTaskSampler(shots=(cfg.shots,), query=cfg.query)
    for it, (support, query) in enumerate(itertools.islice(sampler, cfg.meta_iters)):
        params, opt_state, loss = meta_step(
            params, opt_state, support, query, inner_lr,
            inner_steps=cfg.inner_steps, meta_opt=meta_opt,
        )
        if it % 4 == 0:
            print(f"meta-iter {it}: query loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
