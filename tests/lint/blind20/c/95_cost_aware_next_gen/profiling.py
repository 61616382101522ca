import jax


def compiled_with_cost(fn, *example_args):
    """Compile ``fn`` ahead of time and report XLA's flop estimate."""
    compiled = jax.jit(fn).lower(*example_args).compile()
    analysis = compiled.cost_analysis()
    if isinstance(analysis, list):
        analysis = analysis[0] if analysis else {}
    flops = (analysis or {}).get("flops", float("nan"))
    return compiled, flops
