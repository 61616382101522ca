from .evaluator import PerplexityEvaluator
