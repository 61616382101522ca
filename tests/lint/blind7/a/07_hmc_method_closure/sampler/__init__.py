from .hmc import HMC
