import jax
from model import init_detector
from server import RequestQueue, DetectorServer

srv = DetectorServer(init_detector(jax.random.PRNGKey(0)))
q = RequestQueue()
served = 0
for tick in range(15):
    served += len(srv.tick(q))
print("served", served)
