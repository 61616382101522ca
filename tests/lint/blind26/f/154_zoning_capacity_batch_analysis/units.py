import jax

SQM_PER_SQFT = 0.092903

def in_square_metres(fn):
    def call(*args):
        def scaled_capacity(*a):
            return fn(*a) * SQM_PER_SQFT
        return jax.jit(scaled_capacity)(*args)
    return call
