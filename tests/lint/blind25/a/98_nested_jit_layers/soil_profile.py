import jax
import jax.numpy as jnp

from layers import percolate_layer

HORIZONS = (("Ap", 3, 45.0), ("Bt", 4, 80.0), ("C", 2, 40.0))


@jax.jit
def route_rain_event(rain_mm, theta_ap, theta_bt, theta_c):
    w = rain_mm
    new = []
    for (name, n_sub, cap), th in zip(HORIZONS, (theta_ap, theta_bt, theta_c)):
        w, th = percolate_layer(w, th, cap, n_sublayers=n_sub)
        new.append(th)
    return w, tuple(new)
