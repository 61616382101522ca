import jax.numpy as jnp
import numpy as np

from data import follow_up_campaigns
from kilonova import model_luminosity


def main():
    for name, t_obs in follow_up_campaigns():
        lum = model_luminosity(jnp.float32(1.0), jnp.float32(3.0), t_obs)
        peak = int(np.argmax(np.asarray(lum)))
        print(f"{name}: {len(t_obs)} epochs, model peak at t={t_obs[peak]:.1f} d")


if __name__ == "__main__":
    main()
