import jax.numpy as jnp
import numpy as np

from reporting import DEFAULT_PRIOR, campaign_prior, smoothed_ctr


def main():
    rng = np.random.default_rng(0)
    histories = {
        "brand": {"clicks": rng.poisson(4, 30), "impressions": rng.poisson(150, 30)},
        "retargeting": None,
        "prospecting": {"clicks": rng.poisson(2, 30), "impressions": rng.poisson(200, 30)},
        "new_launch": None,
    }
    for name, hist in histories.items():
        prior = campaign_prior(hist) if hist is not None else DEFAULT_PRIOR
        clicks = jnp.asarray(rng.poisson(3, 24), jnp.float32)
        imps = jnp.asarray(rng.poisson(120, 24) + 1, jnp.float32)
        ctr = smoothed_ctr(clicks, imps, *prior)
        print(name, round(float(ctr.mean()), 4))


if __name__ == "__main__":
    main()
