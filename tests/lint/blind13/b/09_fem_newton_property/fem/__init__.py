from .mesh import Mesh1D
from .problem import NonlinearPoisson
