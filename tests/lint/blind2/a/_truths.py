from _build import write
P, L = "pitfall", "lookalike"

write("01_optax_step_factory", P, "training",
      "main calls train.make_train_step(optimizer) at the start of every epoch; the factory defines a new train_step closure and returns jax.jit of it, so train_step compiles once per epoch (4 epochs -> 4 compiles).",
      {"train_step": 4}, ["train_step"],
      [("main.py", "step_fn = make_train_step(optimizer)", "factory called inside the epoch loop"),
       ("train.py", "return jax.jit(train_step)", "jit of a fresh closure made on every factory call")])
write("02_serving_forward_property", P, "serving",
      "Predictor.forward is a @property returning jax.jit(self._forward); predict() reads it on every request, and each new jit of the bound method compiles again (5 requests -> 5 compiles).",
      {"_forward": 5}, ["_forward"],
      [("serving/predictor.py", "return jax.jit(self._forward)", "property builds a new jit per access"),
       ("serving/predictor.py", "probs = self.forward(", "property read and called per request")])
write("03_scipy_lbfgs_jac", P, "training",
      "the jac callback handed to scipy.optimize.minimize builds jax.jit(jax.grad(logistic_loss)) on every gradient evaluation, so logistic_loss's gradient compiles once per L-BFGS evaluation (7 evaluations -> 7 compiles).",
      {"logistic_loss": 7}, ["logistic_loss"],
      [("main.py", "g = jax.jit(jax.grad(logistic_loss))", "jit of a new grad transform inside the scipy callback"),
       ("main.py", "res = minimize(fun, np.zeros", "scipy calls jac repeatedly")])
write("04_rl_vmap_policy_per_step", P, "rl",
      "the rollout loop builds jax.jit(jax.vmap(policy)) on every environment step, so policy compiles once per step (6 steps -> 6 compiles).",
      {"policy": 6}, ["policy"],
      [("main.py", "batched_policy = jax.jit(jax.vmap(policy", "jit of a new vmap made inside the step loop")])
write("05_linen_trainer_config_static", P, "training",
      "Trainer.on_epoch_start replaces self.cfg with dataclasses.replace(..., learning_rate=cosine_lr(...)) every epoch, and cfg is a static argument of sgd_step, so sgd_step compiles once per epoch (4 epochs -> 4 compiles).",
      {"sgd_step": 4}, ["sgd_step"],
      [("trainer.py", "@partial(jax.jit, static_argnums=(0, 1))", "cfg declared static"),
       ("trainer.py", "self.cfg = dataclasses.replace(", "new config value each epoch"),
       ("trainer.py", "params, loss = sgd_step(self.model, self.cfg, params, x, y)", "config passed static")])
write("06_eqx_model_step_counter", P, "training",
      "NoisyMLP keeps num_updates as a Python int field, bumped with eqx.tree_at after every step; eqx.filter_jit treats non-array leaves as static, so train_step compiles once per step (5 steps -> 5 compiles).",
      {"train_step": 5}, ["train_step"],
      [("model.py", "num_updates: int", "Python int field on the module"),
       ("model.py", "return eqx.tree_at(lambda m: m.num_updates, self, self.num_updates + 1)", "counter incremented"),
       ("main.py", "model = model.bump()", "bumped model fed back into train_step")])
write("07_nnx_module_call_counter", P, "training",
      "Classifier.__call__ increments a plain Python int attribute self.calls; under nnx.jit it is part of the static graph definition, so train_step compiles once per step (5 steps -> 5 compiles).",
      {"train_step": 5}, ["train_step"],
      [("main.py", "self.calls = 0", "Python int attribute on an nnx.Module"),
       ("main.py", "self.calls += 1", "incremented inside the traced call"),
       ("main.py", "loss = train_step(model, optimizer, x, labels)", "module passed to nnx.jit each step")])
write("08_flax_trainstate_hparam_sweep", P, "training",
      "run_trial builds a new TrainState with tx=optax.adamw(lr, weight_decay=wd) for each point of itertools.product; tx is a static field of TrainState, so train_step compiles once per sweep point (4 points -> 4 compiles).",
      {"train_step": 4}, ["train_step"],
      [("main.py", "apply_fn=model.apply, params=params, tx=optax.adamw(lr, weight_decay=wd))", "new optimizer (static field) per trial"),
       ("main.py", "for lr, wd in itertools.product(", "sweep loop")])
write("09_haiku_pad_to_longest", P, "serving",
      "data.collate pads each batch to max(len(s) for s in batch), so predict sees a new token shape for each distinct batch maximum length (5 batches, 4 distinct lengths -> 4 compiles).",
      {"predict": 4}, ["predict"],
      [("data.py", "max_len = max(len(s) for s in batch)", "pad length depends on the batch"),
       ("main.py", "probs = predict(params, tokens)", "jitted call with the varying shape")])
write("10_sharded_loader_tail_batch", P, "training",
      "ArrayLoader.__iter__ yields a shorter last batch and each shard has a different size, so update compiles for the full batch and again for every distinct tail size (4 shards -> 5 compiles).",
      {"update": 5}, ["update"],
      [("data.py", "for start in range(0, len(idx), self.batch_size):", "ragged last batch yielded"),
       ("main.py", "params, opt_state, loss = update(params, opt_state, xb, yb)", "jitted call with the varying batch size")])
write("11_rl_returns_per_episode", P, "rl",
      "each episode's rewards array has the episode's length, so discounted_returns compiles once per distinct episode length (6 episodes -> 6 compiles).",
      {"discounted_returns": 6}, ["discounted_returns"],
      [("main.py", "return np.asarray(rewards, dtype=np.float32)", "array length = episode length"),
       ("main.py", "returns = discounted_returns(jnp.asarray(rewards))", "jitted call per episode")])
write("13_linear_warmup_scale", P, "training",
      "warmup_factor returns min(1, step / warmup_steps): a Python float during warmup, then the int 1, so sgd_update compiles twice (float32 then int32 weak scalar) instead of once.",
      {"sgd_update": 2}, ["sgd_update"],
      [("schedule.py", "return min(1, step / warmup_steps)", "returns float, then int 1"),
       ("main.py", "params, loss = sgd_update(params, x, y, warmup_factor(step, WARMUP))", "scalar passed to jit")])
write("14_reinforce_running_baseline", P, "rl",
      "Agent.baseline starts as the int 0 and is replaced by a float after the first update, so reinforce_grad compiles twice (int then float scalar) instead of once.",
      {"reinforce_grad": 2}, ["reinforce_grad"],
      [("main.py", "self.baseline = 0", "int initial value"),
       ("main.py", "self.baseline = 0.9 * self.baseline", "replaced by a Python float"),
       ("main.py", "g = reinforce_grad(self.theta, obs, actions, returns, self.baseline)", "scalar passed to jit")])
write("15_serving_temperature_schedule", P, "serving",
      "the first request uses the Python float default temperature, later ones np.float64 values from np.linspace, so sample_tokens compiles twice (weak float vs strong float32) instead of once.",
      {"sample_tokens": 2}, ["sample_tokens"],
      [("sampler.py", "temperature = self.default_temperature", "Python float default"),
       ("main.py", "np.linspace(1.0, 0.5, 4)", "np.float64 temperatures"),
       ("sampler.py", "return sample_tokens(logits, key, temperature)", "scalar passed to jit")])
write("16_generate_kwarg_vs_positional", P, "serving",
      "CompletionServer.warmup calls next_token_logits with the mask positionally, complete() passes top_k_mask= as a keyword, so the warm-up compile is not reused and next_token_logits compiles twice.",
      {"next_token_logits": 2}, ["next_token_logits"],
      [("server.py", "next_token_logits(self.params, dummy, self.mask)", "positional call"),
       ("server.py", "logits = next_token_logits(self.params, tokens, top_k_mask=self.mask)", "keyword call")])
write("17_eval_default_flag_given", P, "training",
      "evaluate calls forward omitting the static deterministic flag, predict_proba passes deterministic=True explicitly, so forward compiles twice for the same configuration.",
      {"forward": 2}, ["forward"],
      [("main.py", "return jnp.argmax(forward(params, x), axis=-1)", "default omitted"),
       ("main.py", "forward(params, x, deterministic=True)", "default given explicitly")])
write("18_rl_act_kwarg_in_eval", P, "rl",
      "run_episode calls select_action positionally, evaluate passes key= and epsilon= as keywords, so select_action compiles twice.",
      {"select_action": 2}, ["select_action"],
      [("main.py", "actions.append(int(select_action(params, obs, epsilon, sub)))", "positional call"),
       ("main.py", "select_action(params, obs, key=jax.random.fold_in(key, i), epsilon=0.0)", "keyword call")])

write("20_optax_step_factory_once", L, "training",
      "make_train_step(optimizer) returns jax.jit of a closure, but main calls it once at module level and reuses it across all epochs.",
      {"train_step": 1}, [],
      [("main.py", "train_step = make_train_step(optimizer)", "factory called once, outside the loop")],
      "the jitted step is created once; every epoch reuses the same compiled function")
write("21_serving_forward_jitted_in_init", L, "serving",
      "Predictor jits self._forward once in __init__ and the forward property returns the stored jitted function on each request.",
      {"_forward": 1}, [],
      [("serving/predictor.py", "self._forward_jit = jax.jit(self._forward)", "jit made once per Predictor")],
      "one Predictor, one jit object; all requests have the same shape")
write("22_scipy_lbfgs_jac_module_level", L, "training",
      "the scipy fun_and_jac callback calls a jax.jit(jax.value_and_grad(...)) built once at module level, with float32 inputs and alpha as a float32 scalar.",
      {"ridge_objective": 1}, [],
      [("main.py", "value_and_grad = jax.jit(jax.value_and_grad(ridge_objective))", "jit made once at import")],
      "one compile reused for every L-BFGS evaluation")
write("23_linen_train_eval_static_flag", L, "training",
      "compute_loss takes a static train flag and every epoch evaluates both train=True and train=False.",
      {"compute_loss": 2}, [],
      [("main.py", '@partial(jax.jit, static_argnames="train")', "train flag static"),
       ("main.py", 'for split, train in (("train", True), ("eval", False)):', "flag swept over its two values")],
      "two compiles by design, one per flag value, reused across epochs")
write("24_haiku_bucketed_padding", L, "serving",
      "collate pads every batch to a fixed batch size and to one of two length buckets (8 or 16), so predict sees at most two shapes.",
      {"predict": 2}, [],
      [("data.py", "max_len = bucket_len(max(len(s) for s in batch))", "length rounded up to a bucket")],
      "bounded by the number of buckets (2)")
write("25_loader_drop_last", L, "training",
      "ArrayLoader with drop_last=True yields only full batches from shards of different sizes, so update always sees batch size 8.",
      {"update": 1}, [],
      [("data.py", "stop = len(self) * self.batch_size", "ragged tail dropped")],
      "every batch has the same shape; one compile")
write("26_warmup_scale_as_array", L, "training",
      "warmup_factor converts min(1, step / warmup) with jnp.asarray(..., dtype=jnp.float32) before it reaches sgd_update.",
      {"sgd_update": 1}, [],
      [("schedule.py", "return jnp.asarray(min(1, step / warmup_steps), dtype=jnp.float32)", "scalar normalized to float32")],
      "the scalar's type is the same every step; one compile")
write("27_frozen_config_static_once", L, "rl",
      "a frozen PPOConfig is made once, stored on the learner and passed as a static argument of ppo_loss on every update.",
      {"ppo_loss": 1}, [],
      [("main.py", "learner = PPOLearner(PPOConfig(clip_eps=0.1))", "config made once"),
       ("main.py", "@partial(jax.jit, static_argnums=0)", "config static")],
      "the static config is the same hashable value every call; one compile")
write("28_trainstate_kfold_shared_tx", L, "training",
      "one optax.adamw transform is created before the k-fold loop; each fold re-initializes params and builds a TrainState with the same tx.",
      {"train_step": 1}, [],
      [("main.py", "tx = optax.adamw(1e-2, weight_decay=1e-4)", "optimizer created once"),
       ("main.py", "state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)", "same tx reused per fold")],
      "static fields of the TrainState are identical across folds; one compile")
write("29_rl_advantage_estimators_once", L, "rl",
      "a fixed dict of three advantage estimators is jitted once each and each is called once.",
      {"monte_carlo": 1, "td_error": 1, "gae": 1}, [],
      [("main.py", "compiled = {name: jax.jit(fn) for name, fn in ESTIMATORS.items()}", "one jit per distinct function")],
      "three distinct functions, one compile each")
write("30_serving_cached_jit_per_variant", L, "serving",
      "get_scorer(num_layers) is functools.lru_cache'd, so each model variant gets one jitted score function that is reused for all of its requests.",
      {"score": 2}, [],
      [("registry.py", "@functools.lru_cache(maxsize=None)", "factory cached per variant"),
       ("main.py", "scorer = get_scorer(MODELS[name])", "factory called per request")],
      "bounded by the number of model variants (2)")
write("31_nnx_counter_as_variable", L, "training",
      "Classifier counts calls in an nnx.Variable holding a jnp int32 array, so the counter is state, not part of the graph definition.",
      {"train_step": 1}, [],
      [("main.py", "self.calls = Count(jnp.array(0, dtype=jnp.int32))", "counter stored as array state")],
      "the counter is a traced value; one compile")
write("32_rl_act_consistent_keywords", L, "rl",
      "all calls to select_action go through agent.act, which always passes epsilon= and key= as keywords with a Python float epsilon.",
      {"select_action": 1}, [],
      [("agent.py", "return int(select_action(params, obs, epsilon=epsilon, key=key))", "single call site, fixed layout")],
      "one calling layout and one scalar type; one compile")
