"""What NumPy's and JAX's functions do to dtypes, as tables the dtype lattice reads
(:mod:`.dtypes`): which make floats, which draw ints, which keep their argument's dtype,
which give bools or indices, and where a maker takes its dtype; for the scalar lattice
(:mod:`.scalars`), which keep an array's weak typing and which give typed items."""

from __future__ import annotations

#: NumPy's and JAX's makers whose result is floating unless given a dtype
FLOAT_MAKERS = frozenset({"zeros", "ones", "empty", "eye", "identity", "linspace",
                          "geomspace", "logspace", "hanning", "hamming", "tri"})
#: NumPy's random draws (module functions and a Generator's methods) and JAX's
FLOAT_DRAWS = frozenset({"normal", "uniform", "random", "rand", "randn", "standard_normal",
                         "exponential", "gamma", "beta", "laplace", "lognormal",
                         "truncated_normal", "gumbel", "logistic", "cauchy", "dirichlet",
                         "multivariate_normal", "random_sample", "t", "chisquare",
                         "ball", "orthogonal"})
INT_DRAWS = frozenset({"integers", "randint", "categorical", "poisson", "binomial",
                       "geometric"})
#: functions of one array whose result is floating (an int or bool input is promoted)
FLOATING = frozenset({"sin", "cos", "tan", "exp", "log", "log1p", "expm1", "log2", "log10",
                      "tanh", "sinh", "cosh", "arctan", "arcsin", "arccos", "sqrt", "rsqrt",
                      "sigmoid", "softmax", "log_softmax", "softplus", "gelu", "relu6",
                      "silu", "swish", "erf", "mean", "std", "var", "average", "median",
                      "nanmean", "nanstd", "logsumexp", "reciprocal", "cbrt", "exp2",
                      "normalize", "standardize"})
#: functions whose result has their (first) array argument's dtype, or the arguments'
#: promotion
SAME = frozenset({"abs", "absolute", "negative", "clip", "maximum", "minimum", "reshape",
                  "transpose", "squeeze", "expand_dims", "broadcast_to", "flip", "roll",
                  "sort", "tile", "repeat", "pad", "ravel", "take", "take_along_axis",
                  "max", "min", "amax", "amin", "cumprod", "where", "concatenate", "stack",
                  "hstack", "vstack", "atleast_1d", "atleast_2d", "copy", "asarray", "array",
                  "sign", "floor", "ceil", "round", "rint", "nan_to_num", "relu", "square",
                  "dot", "matmul", "einsum", "outer", "diag", "triu", "tril", "moveaxis",
                  "swapaxes", "split", "array_split", "fmax", "fmin", "add", "subtract",
                  "multiply", "power", "mod", "floor_divide", "stop_gradient", "meshgrid",
                  "column_stack", "dstack", "flipud", "fliplr", "rot90", "append", "delete",
                  "insert", "resize"})
#: functions whose result is ``bool``
BOOLS = frozenset({"isnan", "isfinite", "isinf", "isclose", "logical_and", "logical_or",
                   "logical_not", "logical_xor", "equal", "not_equal", "greater", "less",
                   "greater_equal", "less_equal", "isin", "signbit", "bernoulli"})
#: functions whose result is an index (``int32`` as JAX traces it)
INDEXES = frozenset({"argmax", "argmin", "argsort", "count_nonzero", "searchsorted",
                     "digitize", "flatnonzero", "bincount"})
#: an array's methods that keep its dtype
KEEP_METHODS = frozenset({"reshape", "ravel", "flatten", "squeeze", "transpose", "copy",
                          "clip", "round", "max", "min", "__getitem__", "swapaxes",
                          "repeat", "take", "cumprod", "block_until_ready", "view"})


#: the position of the dtype among a maker's arguments
DTYPE_AT = {"zeros": 1, "ones": 1, "empty": 1, "full": 2, "zeros_like": 1, "ones_like": 1,
            "empty_like": 1, "full_like": 2, "array": 1, "asarray": 1}


#: reductions: their result is a typed array, whatever they reduce (measured on JAX
#: 0.10: jnp.sum, jnp.max, x.mean() of a weakly typed array are not weakly typed)
REDUCTIONS = frozenset({"sum", "mean", "max", "min", "prod", "std", "var", "count_nonzero",
                        "argmax", "argmin", "any", "all", "median", "nansum", "nanmean"})
#: methods of an array whose result is an array of the same typing
ARRAY_METHODS = frozenset({"astype", "sum", "mean", "max", "min", "prod", "std", "var",
                           "reshape", "ravel", "flatten", "squeeze", "clip", "round",
                           "cumsum", "dot", "transpose", "copy", "__getitem__"})


#: NumPy's and JAX's makers of arrays whose items are typed scalars (np.float64, a 0-d
#: float32 array): ``for tol in np.geomspace(1e-2, 1e-6, 4)`` passes no Python float
ITEM_ARRAYS = frozenset({"linspace", "geomspace", "logspace", "arange", "array", "asarray",
                         "ones", "zeros", "full"})
