import itertools

import jax
import optax

from maml import init_mlp, make_meta_step
from tasks import SineTaskSampler


def main():
    meta_opt = optax.adam(1e-3)
    params = init_mlp(jax.random.PRNGKey(0))
    opt_state = meta_opt.init(params)
    meta_step = make_meta_step(meta_opt)

    sampler = SineTaskSampler()
    for it, (support, query) in enumerate(itertools.islice(sampler, 12)):
        params, opt_state, loss = meta_step(params, opt_state, support, query)
        if it % 4 == 0:
            print(f"meta-iter {it}: query loss {float(loss):.3f}")


if __name__ == "__main__":
    main()
