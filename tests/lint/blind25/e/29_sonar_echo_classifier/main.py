import optax
from flax import nnx
from model import EchoClassifier, sonar_update
from stream import echo_stream

model = EchoClassifier(nnx.Rngs(0))
opt = nnx.Optimizer(model, optax.sgd(0.05), wrt=nnx.Param)
for x, y in echo_stream(6):
    loss = sonar_update(model, opt, x, y)
print("batches", model.batches_seen, "loss", float(loss))
