from md.system import HarmonicChain, MDState

__all__ = ["HarmonicChain", "MDState"]
