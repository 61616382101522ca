import jax
import numpy as np
from model import net, estimate_trip_fuel
from server import incoming_requests

SCALE = np.array([2500, 78, 410, 50], np.float32)
params = net.init(jax.random.PRNGKey(0), np.zeros((1, 4), np.float32))

for req_id, plans in enumerate(incoming_requests(10)):
    fuel = estimate_trip_fuel(params, plans / SCALE)
    print(req_id, len(plans), np.round(np.asarray(fuel), 3))
