import numpy as np
import jax.numpy as jnp

from flight import migrate

# nights with reanalysis wind available get the wind term
wind_by_night = {0: [1.0, -0.5], 2: [0.3, 0.2], 3: [-0.4, 0.1]}
goal = jnp.array([40.0, 25.0])
for night in range(5):
    args = {"goal": goal, "airspeed": 4.0}
    if night in wind_by_night:
        args["wind"] = jnp.array(wind_by_night[night])
    end = migrate(jnp.zeros(2), args)
    print(night, np.round(np.asarray(end), 2))
