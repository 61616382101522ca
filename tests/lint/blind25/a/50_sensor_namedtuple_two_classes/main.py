import jax
import jax.numpy as jnp
import numpy as np

import iot_gateway
import weather_station


@jax.jit
def blight_risk_hour(risk, reading):
    favourable = (reading.air_temp > 15.0) & (reading.rel_humidity > 90.0)
    wet = reading.leaf_wetness > 0.5
    return risk * 0.97 + jnp.where(favourable & wet, 1.0, 0.0)


def main():
    rng = np.random.default_rng(5)
    risk = jnp.zeros(10)
    for hour in range(12):
        if hour % 4 == 3:
            reading = iot_gateway.gateway_hour(rng, 10)
        else:
            reading = weather_station.station_hour(rng, 10)
        risk = blight_risk_hour(risk, reading)
    print("late blight risk units per block:", np.round(np.asarray(risk), 2))


if __name__ == "__main__":
    main()
