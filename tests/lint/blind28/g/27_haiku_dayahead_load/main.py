import numpy as np
import jax

from net import net, fit, forecast_day
from data import training_days, operational_inputs


def main():
    rng = np.random.default_rng(0)
    gen = training_days(rng)
    first_inputs, _ = next(training_days(np.random.default_rng(99), 1))
    params = net.init(jax.random.PRNGKey(0), first_inputs)
    for inputs, target in gen:
        params, l = fit(params, inputs, target)
    print("train loss", float(l))
    val_inputs, _ = next(training_days(rng, 1))
    print("val", float(forecast_day(params, val_inputs).mean()))
    for d in range(3):
        fc = forecast_day(params, operational_inputs(rng))
        print("day", d, np.round(np.asarray(fc[0, :4]), 3))


if __name__ == "__main__":
    main()
