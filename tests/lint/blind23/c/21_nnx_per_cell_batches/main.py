import optax
from flax import nnx
from data import cell_reports, N_FEAT
from model import KPIRegressor, cell_step

model = KPIRegressor(N_FEAT, nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
cells = cell_reports(6)

for epoch in range(3):
    for cell_id, (x, y) in cells.items():
        loss = cell_step(model, optimizer, x, y)
    print(epoch, float(loss))
