"""The corpora written apart from lint (docs/lint.md, "Measured blind"): cases from
descriptions of real code, each a folder with ``main.py`` (some with modules beside it) and
the ``truth.json`` that JAX's compile log fixed. Each case is linted as a project of its own
(``blind_score.py``); the recall reached is held, and no look-alike may be flagged beyond
the findings listed here with their reasons. Corpora 15 to 18 are held by ``make
test-slow`` (CI runs both), the others by ``make test``.

- ``blind1/`` (40 pitfalls, 27 look-alikes): measured before the engine of round 3 and
  after it; its misses were then read and mechanisms added.
- ``blind2/`` (35 pitfalls, 25 look-alikes): written after that change by authors who had
  seen neither lint nor corpus 1, measured once (28 of 35); its misses were then read and
  mechanisms added by class (``test_lint_classes.py``), so a corpus written after that
  change is the figure that says how lint does on code it was not made from.
- ``blind3/`` (53 pitfalls, 43 look-alikes): written after corpus 2's mechanisms landed, by
  two authors who had seen neither lint nor the other corpora, measured once (37 of 53,
  2 look-alikes flagged); its misses were then read and mechanisms added
  (``test_lint_classes3.py``).
- ``blind4/`` (45 pitfalls, 28 look-alikes): written after corpus 3's mechanisms landed, by
  two more authors who had seen neither lint nor the other corpora, measured once (34 of
  45, 2 look-alikes flagged); its misses were then read and mechanisms added
  (``test_lint_classes4.py``, ``test_lint_routes.py``).
- ``blind5/`` (49 pitfalls, 40 look-alikes): written after the shared reading of values
  landed (the engine frozen meanwhile), by two more authors who had seen neither lint nor
  the other corpora, measured once (44 of 49, 90%; 2 look-alikes flagged); the two flagged
  look-alikes were then read and their mechanisms fixed, the misses were not read.
- ``blind6/`` (40 pitfalls, 26 look-alikes): written after corpus 5's two flagged
  look-alikes were fixed (the engine frozen meanwhile), by two more authors, measured once
  (36 of 40, 90%; 2 look-alikes flagged); the two were then read and fixed, not the misses.
- ``blind7/`` (46 pitfalls, 27 look-alikes, in ``a/``, ``b/`` and ``d/``): written by four
  more authors while the engine changed little (a: 26 pitfalls, b: 9, d: 11), each
  measured once: 39 of 46 (85%), 1 look-alike flagged (``d/16``), then read and fixed;
  the misses were not read.
- ``blind8/`` (137 pitfalls, 138 look-alikes, in ``a/`` to ``d/``): written by four more
  authors while the engine stayed at a389ff2, each set measured once: 96 of 137 (70%), 8
  look-alikes flagged; then the flagged look-alikes and part of the misses were read
  (``test_lint_classes5.py``): 105 of 137, none flagged.
- ``blind9/`` (157 pitfalls, 158 look-alikes, in ``a/`` to ``d/``): written by four more
  authors while corpus 8 was measured and its mechanisms fixed, none of it read; measured
  once with the engine after those fixes: 107 of 157 (68%; 103 with the engine before
  them), 9 look-alikes flagged. Then read, and its mechanisms fixed
  (``test_lint_classes6.py``): 127 found, none flagged.
- ``blind10/`` (114 pitfalls, 115 look-alikes, in ``a/`` to ``d/``): written by four more
  authors while corpus 9 was read and fixed, none of it read; measured once with the
  engine after those fixes (``f3d00bd``): 81 of 114 (71%; 80 with the engine before them),
  10 look-alikes flagged. Then read, and its mechanisms fixed (``test_lint_classes7.py``):
  89 found, 6 look-alikes flagged, listed.
- ``blind11/`` (67 pitfalls, 60 look-alikes, in ``a/`` to ``d/``): written by four
  more authors while corpus 10 was read and fixed, none of it read; measured once with the
  engine after those fixes (``65a8a92``): 59 of 67 (88%; 57 with the engine at the start of
  that round, ``a0ac8eb``), 1 look-alike flagged. Then read, and its mechanisms fixed
  (``test_lint_classes8.py``): 67 found, none flagged.
- ``blind12/`` (132 pitfalls, 135 look-alikes, in ``a/`` to ``d/``): written by four more
  authors while corpus 11 was read; measured once with the engine after corpus 11's fixes
  (``09f9dde``): 95 of 132 (72%; 94 with the engine at the start of that round), 8
  look-alikes flagged. Then read, and its mechanisms fixed (``test_lint_classes9.py``):
  105 found, one look-alike flagged, listed.
- ``blind13/`` (157 pitfalls, 161 look-alikes, in ``a/`` to ``d/``): written by four more
  authors while corpus 12 was read and fixed, none of it read; measured once with the
  engine after those fixes (``aefb742``): 122 of 157 (78%; 122 with the engine before
  them, ``09f9dde``), 8 look-alikes flagged. Then its misses and flagged look-alikes
  were read beside those of corpora 10 and 12, by class, and the mechanisms several
  corpora share fixed (``test_lint_classes10.py``): 138 found, 4 look-alikes flagged.
- ``blind14/`` (33 pitfalls, 29 look-alikes, in ``a/``, ``f/`` and ``g/``): written by three
  more authors (a: language models and fine-tuning; f: scientific computing; g: serving,
  pipelines and RL) while corpora 10, 12 and 13 were read by class; the other sets asked
  for did not come in time. Each set measured once with the engine after those mechanisms
  (``e7c550f``): 17 of 33 (52%; 17 with the engine before them, ``6db3061``), 1 of 29
  look-alikes flagged; kept as measured.
- ``blind15/`` (353 pitfalls, 373 look-alikes, in ``a/`` to ``g/``): written by seven more
  authors while corpus 14 was read (dtypes and pytree structure: JC107, JC108); measured
  once with the engine frozen after that (``2f21948``): 178 of 353 (50%; 168 with the
  engine before, ``2b70d1e``), 16 of 373 look-alikes flagged; kept as measured.
- ``blind16/`` (423 pitfalls, 459 look-alikes, in ``a/`` to ``g/``): written by seven more
  authors while corpus 15 was read by class (``test_lint_classes12.py``); measured once
  with the engine frozen after that (``454e600``): 223 of 423 (53%; 203 with the engine
  before, ``888dae0``), 23 of 459 look-alikes flagged; kept as measured.
- ``blind17/`` (379 pitfalls, 406 look-alikes, in ``a/`` to ``g/``): written by seven more
  authors while corpus 16 was read by class (``test_lint_classes13.py``); measured once
  with the engine frozen after that (``9b8399a``): 216 of 379 (57%; 208 with the engine
  before, ``fde767b``), 21 of 406 look-alikes flagged; kept as measured.
- ``blind18/`` (391 pitfalls, 407 look-alikes, in ``a/`` to ``g/``): written by seven more
  authors, in new domains, while corpus 17's misses were read by class
  (``test_lint_classes15.py``); measured once with the engine frozen after that
  (``6d06e5c``): 223 of 391 (57%; 220 with the engine before, ``1ba0b84``; 216 with
  ``fde767b``), 18 of 407 look-alikes flagged; kept as measured.
- ``blind19/`` (346 pitfalls, 356 look-alikes, in ``a/`` to ``g/``): written by seven more
  authors, in new domains, while corpus 18's misses were read by class
  (``test_lint_classes17.py``); measured once with the engine frozen after that
  (``a808251``): 216 of 346 (62%; 210 with the engine before, ``0e30347``), 8 of 356
  look-alikes flagged; kept as measured.
- ``blind20/`` (318 pitfalls, 332 look-alikes, in ``a/`` to ``g/``): written by seven more
  authors, in new domains, while corpus 19's flagged look-alikes and some of its misses
  were read (``test_lint_classes18.py``); measured once with the engine frozen after that
  (``8fd6a1d``): 194 of 318 (61%; 194 with ``a808251``, before corpus 19 was read; 190
  with ``0e30347``), 12 of 332 look-alikes flagged; kept as measured.
- ``blind21/`` (335 pitfalls, 359 look-alikes, in ``a/`` to ``g/``): written by seven more
  authors, in new domains, while corpus 20's flagged look-alikes and some of its misses
  were read (``test_lint_classes19.py``); measured once with the engine frozen after that
  (``e0affdf``): 220 of 335 (66%; 218 with ``2f99b7e``, before corpus 20 was read), 12 of
  359 look-alikes flagged; kept as measured.
- ``blind22/`` (349 pitfalls, 362 look-alikes, in ``a/`` to ``g/``): written by seven more
  authors, in new domains, while corpus 21's flagged look-alikes were read
  (``test_lint_classes20.py``); measured once with the engine frozen after that
  (``f9d59a3``): 228 of 349 (65%; 228 with ``e0affdf`` and with ``2f99b7e``), 7 of 362
  look-alikes flagged (7 with ``e0affdf``, 9 with ``2f99b7e``); kept as measured.
- ``blind23/`` (487 pitfalls, 488 look-alikes, in ``a/`` to ``g/``): written by seven more
  authors, in new domains, while corpus 22's misses and look-alikes were read
  (``test_lint_classes21.py``); measured once with the engine frozen after that
  (``9b1f558``): 315 of 487 (65%; 305 with ``b57a198``, before corpus 22 was read), 21 of
  488 look-alikes flagged (20 with ``b57a198``); kept as measured.
- ``blind24/`` (427 pitfalls, 425 look-alikes, in ``a/`` to ``g/``): written by seven more
  authors, in new domains, while corpus 23's look-alikes were read
  (``test_lint_classes21.py``); measured once with the engine frozen after that
  (``5136348``): 277 of 427 (65%; 277 with ``9b1f558``, before corpus 23 was read; 270
  with ``b57a198``, before corpus 22 was read), 24 of 425 look-alikes flagged (26 and 25
  with those); kept as measured.
- ``blind25/`` (468 pitfalls, 469 look-alikes, in ``a/`` to ``g/``): written by seven more
  authors, in new domains, while corpus 24's misses were read (``test_lint_classes22.py``);
  measured once with the engine frozen before that reading (``5b8b4724``): 282 of 468
  (60%; 292 with ``fb23ccb``, after its first readings), 19 of 469 look-alikes flagged (20
  with ``fb23ccb``); kept as measured.
- ``blind26/`` (501 pitfalls, 507 look-alikes, in ``a/`` to ``g/``): written by seven more
  authors, in new domains, while corpus 25's misses were read; measured once with the
  engine frozen after that (``0f1f811``): 336 of 501 (67%; 329 with ``5b8b4724``, before
  corpus 24 was read), 19 of 507 look-alikes flagged (19 with ``5b8b4724``); kept as
  measured.
- ``blind27/`` (469 pitfalls, 476 look-alikes, in ``a/`` to ``g/``): written by seven more
  authors, in new domains, while corpus 26's look-alikes were read
  (``test_lint_classes23.py``); measured once with the engine frozen before that reading
  (``2d359df1``): 302 of 469 (64%; 301 with ``221f94a0``, after it), 13 of 476
  look-alikes flagged (9 with ``221f94a0``); kept as measured.
- ``blind28/`` (440 pitfalls, 440 look-alikes, in ``a/`` to ``g/``): written by seven more
  authors, in new domains, after the engine was frozen at the end of corpus 27's reading
  (``0a78ecfc``); measured once with it: 308 of 440 (70%; 308 with ``2d359df1``, before
  corpora 26 and 27 were read), 24 of 440 look-alikes flagged (26 with ``2d359df1``); kept
  as measured.
- ``spell1/`` (58 pitfalls, 31 look-alikes): development sets of spellings, one bug per
  class written the way several engineers would, by two authors who had seen neither lint
  nor the corpora; read while the shared reading of values was built
  (``test_lint_routes.py``, ``test_lint_routes2.py``): no measurement, a guard.

That each truth is JAX's is checked by running every case under its compile log:
``tests/e2e/lint/test_lint_blind_jax.py`` (slow).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from blind_score import score, totals

HERE = Path(__file__).parent


@dataclass(frozen=True)
class Corpus:
    folder: str
    pitfalls: int
    lookalikes: int
    #: the pitfalls found when this figure was set (docs/lint.md): it may rise, never fall
    found: int
    #: pitfalls lint does not find yet (docs/lint.md)
    missed: frozenset[str]
    #: look-alikes lint flags, with the rule, and why (docs/lint.md)
    flagged: dict[str, str] = field(default_factory=dict)


CORPORA = {
    "blind1": Corpus(
        "blind1", 40, 27, 36,
        frozenset({"b/14_lm_damping_feedback", "b/15_sampling_temperature_override",
                   "b/30_eqx_sampler_weak_step_size"}),
        # a helper's `range(0, len(x), bs)`, with both from its callers, is flagged unless
        # the source shows the length divides; here the callers' validation set happens to
        # be a multiple of the batch (32 rows of 32)
        {"a/34_metrics_keyword_everywhere": "JC105"}),
    "blind2": Corpus(
        "blind2", 35, 25, 34,
        # a Python float default or a request's np.float64, chosen at run time from a
        # list of dicts: which one reaches the jit is not in the source
        frozenset({"a/15_serving_temperature_schedule"})),
    "blind3": Corpus(
        "blind3", 53, 43, 50,
        frozenset({"a/21_env_state_reset_python_scalars", "a/45_lr_schedule_int_vs_count",
                   "b/16_diffrax_segment_times"})),
    # measured once (34 of 45), with the engine as it was when the corpus was begun; then
    # its misses were read (test_lint_classes4.py: call layouts through *args, **kwargs
    # and partials, calls in modules linked by imports, an instance's call, a flag listed
    # beside the data; test_lint_routes.py: the value routes of the shared flow reading)
    "blind4": Corpus("blind4", 45, 28, 45, frozenset()),
    # measured once (44 of 49, 2 look-alikes flagged), with the engine as it was when the
    # corpus was begun; then its two flagged look-alikes were read (a table of functions
    # each jitted once; a cached_property), its misses not
    "blind5": Corpus(
        "blind5", 49, 40, 45,
        frozenset({"a/36_random_search_lambda_objective", "b/15_md_evaporating_particles",
                   "b/16_online_bayes_growing_data"})),
    # measured once (36 of 40, 2 look-alikes flagged), with the engine as it was when the
    # corpus was begun; then its two flagged look-alikes were read (a random draw times a
    # float; a tuple index times a float, both arrays), its misses not
    "blind6": Corpus(
        "blind6", 40, 26, 39,
        frozenset({"b/31_sph_escaping_particles"})),
    # corpus 7, by four authors (a: begun after 3ff26e6, its look-alikes written after
    # 05be8eb; b: begun after 3ff26e6; d: begun after 05be8eb); each measured once with
    # the engine of the day (39 of 46, 1 look-alike flagged: d/16); then that flagged
    # look-alike was read (a typed array decayed by a Python float), its misses not
    "blind7": Corpus(
        "blind7", 46, 27, 41,
        frozenset({"a/15_loader_tail_per_series", "a/16_islice_batch_ramp",
                   "a/18_prompt_length_server", "a/20_running_rhat_prefix",
                   "a/25_kl_beta_weak_strong"})),
    # corpus 8, by four authors, begun after a389ff2 (the engine frozen while they wrote);
    # each measured once: 96 of 137 (70%), 8 look-alikes flagged; then the flagged
    # look-alikes and part of the misses were read (test_lint_classes5.py): 105, none flagged
    "blind8": Corpus(
        "blind8", 137, 138, 119,
        frozenset({"a/31_multitask_eval_islice", "a/33_clip_norm_ema_int_init",
                   "a/35_distill_default_temperature", "a/43_static_global_step",
                   "a/47_active_learning_pool_growth", "a/50_resume_epoch_counter",
                   "b/13_dqn_replay_warmup_batch", "b/51_sir_sweep_closure_rhs",
                   "c/37_top_p_default_np_float32", "c/39_pointcloud_dropout_variable_n",
                   "c/63_retrieval_topk_static_k", "c/67_linen_model_built_per_request",
                   "c/69_length_grouped_batches", "c/71_chat_turns_list_pytree",
                   "c/78_static_self_replaced_counter", "c/81_autoscaled_worker_shards",
                   "d/27_lombscargle_irregular_series", "d/47_hier_model_prior_object_static"})),
    # corpus 9, by four more authors, begun at a389ff2 and measured once with the engine
    # after corpus 8's fixes (25bc8de): 107 of 157, 9 look-alikes flagged; nothing in it
    # was read, so its flagged look-alikes stay listed here, as measured
    "blind9": Corpus(
        "blind9", 157, 158, 135,
        frozenset({"a/23_checkpoint_resume_lr_scalar", "a/33_serving_keep_aspect_resize",
                   "a/51_multiscale_random_crop_size", "a/60_pseudo_label_rounds_full_batch",
                   "a/75_checkpoint_fp16_restore", "b/09_mpnn_concat_batches",
                   "b/11_lbfgs_backtracking_int_step", "b/15_effusion_removed_particles",
                   "b/39_first_passage_walk_lengths", "b/41_md_thermo_logger_hook",
                   "b/43_gray_scott_weak_initial_field", "b/49_hard_disk_mc_accept_counter",
                   "b/55_nbody_adaptive_dt_static", "b/67_gnn_server_per_request_shapes",
                   "b/79_sandpile_growing_canvas", "c/33_eval_metrics_hook",
                   "c/35_user_history_windows", "c/43_negative_sampling_loader_tail",
                   "c/53_optional_features_static_tuple", "c/68_autocomplete_growing_prefix",
                   "d/45_audio_default_given_in_eval", "d/67_diarization_vad_segments"})),
    "blind10": Corpus(
        "blind10", 114, 115, 99,
        frozenset({"a/11_eqx_module_int_step_counter", "a/17_eval_step_keyword_vs_positional",
                   "a/19_user_history_variable_length", "b/07_maml_inner_config",
                   "b/28_eqx_heun_adaptive_dt", "b/37_sweep_validation_hook",
                   "c/45_compiled_model_cache_by_id", "d/19_pbt_perturbed_learning_rates",
                   "d/27_importance_sampling_adaptive_particles",
                   "d/35_hmc_dual_averaging_step_size", "d/37_multiscale_keep_aspect_resize",
                   "d/54_successive_halving_vmapped_population",
                   "d/62_mask_service_calibrated_threshold", "d/71_sir_solve_ivp_rhs_jit_closure",
                   "d/74_detector_dynamic_batching_sizes"}),
        {"a/44_fold_predict_jit_once": "JC105", "b/48_auglag_emission_budget": "JC104",
         "b/52_rff_surrogate_minibatch": "JC105", "c/42_item_encoder_backfill_same": "JC105",
         "d/36_hmc_step_size_as_float32": "JC104"}),
    "blind11": Corpus("blind11", 67, 60, 67, frozenset()),
    # corpus 12, by four more authors while corpus 11 was read, measured once with the
    # engine after corpus 11's fixes (09f9dde): 95 of 132, 8 look-alikes flagged; then
    # read, and its mechanisms fixed (test_lint_classes9.py)
    "blind12": Corpus(
        "blind12", 132, 135, 117,
        frozenset({"a/33_specaugment_policy_static", "a/43_reinforce_response_lengths",
                   "a/61_trainstate_lambda_apply_fn", "a/65_streaming_packet_sizes",
                   "a/71_haiku_eval_transform_per_call", "a/73_partial_bound_params_keyword",
                   "a/82_jit_tx_update_rebuilt_per_epoch", "b/09_heat_adaptive_dt_config",
                   "b/25_diffrax_observation_times", "b/51_projectile_drag_fit",
                   "c/33_rerank_variable_candidates", "c/46_sensor_windows_per_series",
                   "c/73_forward_feature_selection", "c/75_normalizer_pytree_meta_step"}),
        {"b/10_heat_config_rebuilt_equal": "JC103"}),
    # corpus 13, by four more authors while corpus 12 was read, measured once with the
    # engine after corpus 12's fixes (aefb742): 122 of 157, 8 look-alikes flagged; then
    # its misses were read with those of corpora 10 and 12, by class (test_lint_classes10)
    "blind13": Corpus(
        "blind13", 157, 161, 140,
        frozenset({"a/25_ssl_local_crops_random_size", "a/33_resume_step_from_checkpoint",
                   "a/43_instance_masks_per_image", "a/52_wd_sweep_logspace_values",
                   "a/62_keep_ratio_resize", "a/68_random_search_static_lr",
                   "b/43_projectile_drag_fits", "c/39_dwell_windows_groupby",
                   "c/49_daily_retrain_array_split", "c/65_user_history_encoder_ragged",
                   "c/77_ranker_temperature_calibration", "d/03_molecule_batches_ragged",
                   "d/27_station_window_loader_tail", "d/35_sac_log_alpha_weak_init",
                   "d/57_pbt_perturb_numpy_lr", "d/78_forecast_api_requested_horizon",
                   "d/82_propagation_rounds_numpy_int"}),
        {"a/36_kfold_trainstate_shared_tx": "JC105", "a/41_randaugment_policy_levels": "JC103",
         "c/38_feature_layout_frozen_per_batch": "JC103",
         "d/64_frozen_config_epoch_nocompare": "JC103"}),
    # corpus 14, sets a, f and g (the only ones written in time), by three more authors
    # while corpora 10, 12 and 13 were read by class; each measured once with the engine
    # after those mechanisms (e7c550f): 17 of 33, 1 of 29 look-alikes flagged; kept as
    # measured. Read after: its dtype and pytree-structure misses are the first cases of
    # JC107 and JC108 (32 of 33 found by the engine since)
    "blind14": Corpus(
        "blind14", 33, 29, 32,
        frozenset({"g/03_replay_sampler"}),
        # (measured: a batcher that pads its partial batch to max_batch through a helper was
        # read as yielding a short last batch; silent since)
        {}),
    # corpus 15, sets a to g, by seven more authors, written while corpus 14 was read (dtype
    # and pytree-structure kinds, JC107 and JC108); measured once with the engine frozen
    # after that (2f21948): 178 of 353 (50%), 16 of 373 look-alikes flagged (168 and 15
    # with the engine before it, 2b70d1e); kept as measured (180 since: a cache that returns
    # its cast copy on a hit, read across corpora 14 and 15; 236 and 11 flagged after its
    # misses were read by class, test_lint_classes12.py)
    "blind15": Corpus(
        "blind15", 353, 373, 245,
        frozenset({"a/01_temp_calibration_run", "a/15_trainer_config_svc",
                   "a/23_eqx_regularized_app", "a/34_center_heatmaps_core", "a/36_mlp_loaders_svc",
                   "a/39_seg_crops_main", "a/47_smoothing_grid_app", "a/63_hard_mining_app",
                   "a/72_balanced_batches_core", "a/73_device_aug_app", "a/77_ckpt_store_kit",
                   "a/79_tiled_inference_run", "a/82_progressive_res_job",
                   "a/83_classify_service_core", "a/84_dropout_sched_ops",
                   "a/97_preempt_resume_run", "a/99_nnx_validation_tool", "b/06_sampling_service",
                   "b/10_ppl_eval", "b/14_token_shards", "b/18_eval_callback",
                   "b/22_prefill_service", "b/34_loss_scaling", "b/37_adapter_serving",
                   "b/43_prefetch_loader", "b/47_beam_prune", "b/55_cache_precision",
                   "b/62_byte_lm", "b/64_lora_layer_sampling", "b/66_chat_session",
                   "b/72_nucleus_sampler", "b/79_optional_mask", "b/83_greedy_first_token",
                   "c/13_lbfgs_history", "c/21_gp_hyper_grid", "c/29_lj_lattice_md",
                   "c/39_forced_reaction_diffusion", "c/65_stretch_move_ensemble",
                   "c/70_solve_ivp_jitted_rhs", "d/01_replay_warmup", "d/05_scoring_service",
                   "d/101_quantile_bins", "d/104_attention_memory", "d/108_legal_moves",
                   "d/15_curriculum_obs", "d/17_gridworld_obs", "d/23_mpc_horizon",
                   "d/27_shard_stats", "d/31_frame_stack", "d/33_recurrent_agent",
                   "d/47_feature_cache", "d/51_hot_reload_model", "d/69_domain_randomization",
                   "d/71_sparse_reward_batch", "d/84_obs_keys_static", "d/98_linen_module_lambda",
                   "d/99_json_requests", "e/03_kfold_eval", "e/05_fedavg_rounds",
                   "e/07_magnitude_prune", "e/09_pbt_exploit", "e/100_forward_feature_selection",
                   "e/102_cv_class_weights", "e/104_smoothed_metric_hook",
                   "e/115_fed_client_trainer", "e/121_prune_reset_adam_count",
                   "e/15_metric_tracker", "e/25_stage2_head_swap", "e/33_fewshot_finetune",
                   "e/62_trial_step_cache", "e/64_linen_eval_hook", "e/66_wd_grid_literals",
                   "e/70_greedy_soup", "e/76_two_stage_schedule_resume",
                   "e/79_cached_epoch_loader", "e/81_pbt_truncation_vmap",
                   "e/89_clip_sentinel_sweep", "e/95_multitask_head_subset",
                   "f/05_grad_accum_zeros", "f/15_ckpt_json_resume", "f/23_image_aug_loader",
                   "f/34_aux_loss_ramp", "f/46_resume_step_counter", "f/54_snapshot_ensemble",
                   "f/66_wd_schedule_cached_step", "f/68_linen_predict_helper",
                   "f/73_eqx_label_lists", "f/75_ema_warmup_decay", "f/77_half_precision_ckpt",
                   "f/85_state_best_params", "g/007_padded_windows_core",
                   "g/009_online_regression_pipeline", "g/023_window_cache_tool",
                   "g/035_holiday_effects_kit", "g/043_store_features_svc",
                   "g/047_compact_codes_runner", "g/052_txn_scoring_core",
                   "g/063_rolling_features_svc", "g/065_column_select_pipeline",
                   "g/066_monthly_profiles_app", "g/068_plateau_forecaster_svc",
                   "g/072_quantized_embeddings_svc", "g/094_category_encoder_ops",
                   "g/096_sensor_stream_pipeline", "g/103_session_recs_tool",
                   "g/120_planner_overrides_job"}),
        {"b/21_generate_config_frozen": "JC103", "e/40_random_search_cfg_split": "JC103",
         "e/59_aug_prob_sweep_cast": "JC105", "e/85_sparse_export_bench_capacity": "JC103",
         "f/90_mixed_sources_flat": "JC105", "g/101_bandpass_bank_core": "JC103"}),
    # corpus 16, sets a to g, by seven more authors, written while corpus 15 was read by class
    # (test_lint_classes12.py); measured once with the engine frozen after that (454e600):
    # 223 of 423 (53%), 23 of 459 look-alikes flagged (203 and 21 with the engine before
    # it, 888dae0); kept as measured (19 flagged since: a helper's data whose default size
    # the batch size divides; 224 since: a weak leaf in a tuple carry)
    "blind16": Corpus(
        "blind16", 423, 459, 261,
        frozenset({"a/09_augment_pipeline", "a/11_amp_loss_scaling", "a/13_unet_ema",
                   "a/15_anchor_detector", "a/23_diffusion_forward", "a/25_cyclegan_pool",
                   "a/29_detector_postprocess", "a/33_mixup_loader", "a/41_smoothing_sweep",
                   "a/51_ddim_preview", "a/59_eqx_kfold", "a/61_bf16_eval_callback",
                   "a/63_vae_sampling_keys", "a/73_running_normalization",
                   "a/81_batchnorm_classifier", "a/86_seg_present_classes",
                   "a/94_ensemble_pruning", "b/03_kv_cache_decode", "b/17_hybrid_ctc_curriculum",
                   "b/27_specaugment_width", "b/29_sliding_window_ppl", "b/41_nbest_rescoring",
                   "b/47_linen_decode_service", "b/49_audio_pooling_masks",
                   "b/51_trainer_precompile", "b/57_mixed_corpus_batches",
                   "b/59_byte_fallback_tokenizer", "b/61_speaker_enrollment", "b/63_spectral_gate",
                   "b/69_vocoder_bucket_cache", "b/75_augment_curriculum",
                   "b/77_open_vocab_growth", "b/79_langid_preemption", "b/98_asr_server_warmup",
                   "c/100_mfvi_poisson", "c/102_pendulum_scan", "c/107_dmc_walkers",
                   "c/115_restart_keys", "c/117_impedance_sweep", "c/121_adams_bashforth",
                   "c/123_nlist_capacity", "c/125_mcmc_state_dict", "c/131_ask_tell_bo",
                   "c/139_hmc_mass_wrapper", "c/19_abc_smc", "c/30_decay_horizon",
                   "c/40_kinetics_ivp", "c/42_profile_likelihood", "c/48_turbo_region",
                   "c/52_shooting_cache", "c/56_tempering_ladder", "c/66_gp_hyperfit",
                   "c/72_quantum_barrier", "c/75_step_size_warmup", "c/76_pinn_curriculum",
                   "c/81_ionic_crystal", "c/90_mixture_gibbs", "c/96_rhat_monitor",
                   "c/98_weibull_newton", "d/01_dqn_replay_buffer", "d/05_mpc_sine_tracking",
                   "d/07_actor_json_service", "d/103_return_conditioned_policy",
                   "d/105_per_buffer_priorities", "d/107_drive_command_service",
                   "d/117_mpc_obstacles", "d/21_two_link_reach", "d/35_grasp_ranking_service",
                   "d/39_pixel_frame_stack", "d/41_planner_task_configs",
                   "d/55_acrobot_linear_policy", "d/70_fleet_impedance",
                   "d/72_eqx_actor_weight_sync", "d/74_sim2real_randomised_physics",
                   "d/80_nnx_critic_obs_stats", "d/84_her_returns", "d/86_mbpo_ensemble_rollout",
                   "d/99_offline_td_mixture", "e/03_kfold_cv", "e/07_maml_tasks",
                   "e/100_multi_seed_runs", "e/102_feature_store", "e/104_competence_curriculum",
                   "e/108_scipy_wd_search", "e/110_random_search_members", "e/114_mae_tracking",
                   "e/116_launcher_overrides", "e/11_magnitude_pruning", "e/122_linear_probe_init",
                   "e/126_named_scope_profiling", "e/128_grad_norm_logging",
                   "e/130_multioutput_regression", "e/132_grad_accumulation",
                   "e/134_batch_namedtuple", "e/142_lr_range_test_burnin",
                   "e/143_flax_bytes_restore", "e/149_scaffold_checkpoint",
                   "e/15_resume_from_checkpoint", "e/19_label_smoothing_anneal",
                   "e/21_configdict_grid", "e/31_reweighted_loader", "e/37_cached_step_factory",
                   "e/41_fed_partial_participation", "e/51_pbt_vmap_cull",
                   "e/55_eqx_activation_anneal", "e/57_fedprox_client_rates",
                   "e/59_restore_step_meta", "e/61_ptq_requantize", "e/74_mixup_batches",
                   "e/80_rehearsal_memory", "e/84_rng_key_restore", "e/86_bf16_momentum",
                   "f/01_graph_regression", "f/13_early_stop_eval", "f/15_plateau_lr",
                   "f/27_seed_repeats_gcn", "f/31_metric_totals", "f/33_dropedge_aug",
                   "f/35_listing_records", "f/45_cached_loader", "f/65_holdout_targets",
                   "f/68_nnx_periodic_eval", "f/78_compact_snapshot", "f/85_curriculum_fullbatch",
                   "f/89_temporal_edges", "f/94_adaptive_clip", "f/96_bond_annotations",
                   "g/107_online_lag_features", "g/11_ctr_impute",
                   "g/133_stationary_bootstrap_sharpe", "g/135_click_negative_ratio",
                   "g/136_feature_spec_fill", "g/138_microbatch_scoring_queue",
                   "g/142_margin_cash_ledger", "g/146_fee_toggle_backtest",
                   "g/149_price_ring_buffer", "g/151_store_series_sources", "g/159_forecast_blend",
                   "g/15_two_tower_eval", "g/17_bpr_negatives", "g/25_latency_monitor",
                   "g/29_ndcg_per_user", "g/31_arima_differencing", "g/35_autoencoder_fraud",
                   "g/37_jitter_augment", "g/48_masked_energy_load", "g/55_venue_trade_features",
                   "g/59_session_next_item", "g/68_promo_regressors", "g/70_share_rebalancer",
                   "g/78_category_codes_ctr", "g/91_beta_estimation_clean",
                   "g/97_per_ticker_eqx_models"}),
        {"b/26_kws_length_buckets": "JC105", "b/38_prompt_prefill_chunks": "JC105",
         "d/122_episode_stats_monitor": "JC105", "d/18_quadruped_state_filter": "JC104",
         "d/59_quadruped_sensor_bus": "JC104", "e/145_serving_precision_eval": "JC107",
         "e/36_collate_padding": "JC105", "e/98_width_sweep": "JC101",
         "f/69_column_schema": "JC103", "g/131_propensity_export": "JC108",
         "g/77_beta_shrinkage_cv": "JC105", "g/84_signal_tearsheet": "JC105"}),
    # the development sets of spellings (one bug per class, written the way several
    # engineers would; read, so no measurement): docs/lint.md, "The spellings"
    # corpus 17, sets a to g, by seven more authors, written while corpus 16 was read by class
    # (test_lint_classes13.py); measured once with the engine frozen after that (9b8399a):
    # 216 of 379 (57%), 21 of 406 look-alikes flagged (208 and 21 with the engine before
    # it, fde767b); kept as measured (13 flagged since its flagged look-alikes were read;
    # 215 found: e/40 had been found for a wrong reason, a short last batch that is whole)
    "blind17": Corpus(
        "blind17", 379, 406, 236,
        frozenset({"a/07_icu_risk", "a/104_triage_class_weights", "a/108_cell_graph_edges",
                   "a/110_cytometry_stats", "a/115_bedside_stream", "a/117_protein_vocab_growth",
                   "a/125_patient_batch_aux", "a/127_micrograph_rank", "a/133_longitudinal_visits",
                   "a/138_mri_foreground_crop", "a/140_pathology_queue", "a/15_cpg_hmm",
                   "a/27_methylation_cache", "a/29_histo_augment", "a/33_pk_params",
                   "a/35_scanner_mix", "a/39_wsi_mil", "a/43_peptide_packed",
                   "a/51_celltype_onehot", "a/55_weibull_events", "a/61_fundus_config",
                   "a/70_kmer_tokenizer", "a/82_variant_effect_batches", "a/84_trial_records",
                   "b/01_session_gru", "b/05_rerank_service", "b/102_catalog_chunk_scoring",
                   "b/106_editorial_grades", "b/108_position_bias_positions",
                   "b/113_implicit_explicit_labels", "b/117_eqx_batch_python_count",
                   "b/119_history_dict_by_user", "b/13_ctr_optional_features",
                   "b/23_online_ctr_streams", "b/25_ctr_running_stats",
                   "b/29_retrieval_topk_cache", "b/37_query_encoder_mask", "b/51_scan_epoch_pairs",
                   "b/59_trending_decay_counts", "b/61_user_profile_ema",
                   "b/63_hard_negative_replay", "b/72_personal_scorer_cache",
                   "b/80_eval_precision_context", "b/84_dynamic_batching_queue",
                   "b/88_ranked_list_pytree", "b/90_daily_feature_normalizer",
                   "c/102_co2_scenario", "c/105_reader_layout", "c/107_vertical_interp",
                   "c/19_rollout_history", "c/24_precip_merge", "c/26_emulator_ema",
                   "c/32_rolling_clim", "c/44_barotropic_x64", "c/54_cyclone_crop",
                   "c/61_cfl_state", "c/65_plateau_lr", "c/67_tile_server", "c/69_mixed_sources",
                   "c/71_replay_buffer", "c/80_region_api", "c/82_front_detection",
                   "c/86_profiled_kernels_kw", "c/87_lightning_density",
                   "c/90_snow_cover_nnx_monitor", "c/98_trainstate_epoch",
                   "d/05_armijo_rosenbrock", "d/07_dogleg_trust_region",
                   "d/13_sinkhorn_job_assignment", "d/15_kepler_newton_options",
                   "d/21_eqx_gumbel_routing", "d/27_deq_injected_lr_decay",
                   "d/31_lbfgs_extended_rosenbrock", "d/49_auglag_penalty_sweep",
                   "d/51_flowshop_instance_loader", "d/58_implicit_diff_hypergrad",
                   "d/76_anderson_mixing", "d/88_texture_fit_augment", "d/90_camera_calib_focal",
                   "d/94_rod_field_conduction", "e/08_ridge_notebook", "e/14_f1_report",
                   "e/34_tabular_churn", "e/36_seed_sweep", "e/37_hard_examples",
                   "e/38_notebook_state", "e/40_fashion_mlp", "e/44_imbalanced_classes",
                   "e/46_ranking_server", "e/49_customer_features", "e/59_scoring_service",
                   "e/69_ema_weights", "e/97_message_stream", "e/99_label_frequency_weights",
                   "f/01_simclr_pretrain", "f/03_moco_queue", "f/07_cutmix_aug",
                   "f/13_linear_probe", "f/23_mixup_finetune", "f/27_siglip_pairs",
                   "f/31_vicreg_factory", "f/35_multicrop_swav", "f/39_memory_bank",
                   "f/46_dino_local_views", "f/58_byol_trainer_method", "f/64_dino_teacher_temp",
                   "f/72_linen_snapshot", "g/01_request_queue", "g/05_online_ctr",
                   "g/07_feature_lookup", "g/107_rollout_flags", "g/109_frozen_restore",
                   "g/117_export_dtypes", "g/119_eqx_versioned_params", "g/121_imputation_fill",
                   "g/127_arm_scorer_lru", "g/131_feature_ring_slots", "g/13_plateau_lr",
                   "g/19_cached_features", "g/29_replay_epsilon_sweep", "g/33_json_checkpoint",
                   "g/43_rolling_reference_bins", "g/49_scorer_factory", "g/51_bf16_online_update",
                   "g/53_request_options", "g/55_sla_report", "g/61_variant_thresholds",
                   "g/67_resume_step", "g/69_eqx_skeleton_swap", "g/81_worker_fanout",
                   "g/89_streaming_session_state", "g/91_label_payloads", "g/93_bandit_rewards",
                   "g/96_tenant_router"}),
        {"a/89_tumor_grade_ece": "JC106", "b/111_user_embedding_cache_f32": "JC107",
         "c/14_spectral_filter_frozen": "JC103", "d/12_splat_image_fit": "JC105",
         "d/69_ballistic_throws": "JC105", "e/101_scaled_batch_loader": "JC105",
         "e/77_sensor_table": "JC105", "f/12_knn_sweep": "JC103", "f/57_probe_sweep": "JC101",
         "g/112_daily_report_reducers_named": "JC103"}),
    # corpus 18, sets a to g, by seven more authors (new domains: remote sensing, chemistry,
    # games and search, music and audio, statistics, robotics perception, ported training
    # code), written while corpus 17's misses were read by class (test_lint_classes15.py);
    # measured once with the engine frozen after that (6d06e5c): 223 of 391 (57%), 18 of
    # 407 look-alikes flagged (220 and 18 with the engine before it, 1ba0b84; 216 and 20
    # with fde767b, before corpus 17's flagged look-alikes were read); kept as measured (13
    # flagged since its flagged look-alikes were read; 222 found: g/77 had been found for a
    # wrong reason, a short last batch in data that is whole; 250 found since its misses
    # were read by class, test_lint_classes17.py)
    "blind18": Corpus(
        "blind18", 391, 407, 250,
        frozenset({"a/01_ndvi_tiles", "a/03_toa_correction", "a/09_change_detection_bands",
                   "a/103_stac_assets_ordered", "a/107_tile_size_lru", "a/115_overlap_change",
                   "a/121_speckle_filter_iters", "a/123_geotile_dataclass", "a/127_channel_layout",
                   "a/134_prediction_collector", "a/136_parcel_rasterize",
                   "a/138_window_inference", "a/13_segmentation_val_callback",
                   "a/140_band_tuple_order", "a/151_sun_angle_shapes", "a/153_savi_band_pairs",
                   "a/21_median_composite", "a/23_ndvi_breakpoints", "a/25_reproject_cache",
                   "a/39_thermal_lst", "a/43_aerial_augment", "a/52_valid_band_encoder",
                   "a/58_landslide_optional_dem", "a/66_confusion_matrix_eval",
                   "a/68_tasseled_cap", "a/74_phenology_by_date", "a/76_radiometric_gain",
                   "a/78_eqx_rebuild_activation", "a/84_raster_pytree_nodata",
                   "a/86_adam_restart_stages", "a/96_warp_resampling_method",
                   "b/01_qm_energy_regression", "b/103_committee_growth_rounds",
                   "b/105_normal_mode_hessians", "b/15_per_atom_energy", "b/17_buckingham_fit",
                   "b/21_mpnn_trainer_logging", "b/29_ewald_cached_factory",
                   "b/35_nnx_qm_species_store", "b/45_md_frame_history",
                   "b/53_strain_energy_supercells", "b/55_eqx_symbol_energy",
                   "b/65_universal_potential_cell_none", "b/73_x64_torsion_fit",
                   "b/77_conformer_averaged_targets", "b/79_npt_state_box_aux",
                   "b/81_per_atom_validation_count", "b/89_bandgap_request_service",
                   "b/91_rotation_augment_batches", "b/97_lattice_cell_summary",
                   "c/01_ttt_move_scoring", "c/05_mcts_growing_tree", "c/07_elo_round_scores",
                   "c/15_knockout_bracket", "c/19_gomoku_features", "c/27_hex_legal_moves",
                   "c/33_go_history_planes", "c/39_maze_distance_maps", "c/41_puct_sweep_cache",
                   "c/45_league_snapshots", "c/51_batched_selfplay_server",
                   "c/53_selfplay_returns_scan", "c/55_mancala_rules_static",
                   "c/59_gravity_board_int8", "c/69_club_ratings_roster", "c/73_neuroevo_elite",
                   "c/77_growing_topology", "c/88_blackjack_reward_shape", "c/90_c4_column_store",
                   "c/92_nnx_policy_lr_decay", "c/96_opponent_pool_frozen",
                   "c/97_opponent_pool_half", "d/01_mel_frontend", "d/05_gain_stage",
                   "d/101_half_precision_ckpt", "d/103_griffinlim_quality",
                   "d/112_bf16_stream_state", "d/114_denoise_service_cache", "d/11_stem_separator",
                   "d/15_resampler_cache", "d/23_embed_service", "d/31_midi_render",
                   "d/39_multispeaker_vocoder", "d/45_key_transpose_aug", "d/53_song_segments",
                   "d/55_continuation_sampler", "d/59_checkpoint_eval_activation",
                   "d/61_diffusion_vocoder_keys", "d/69_mixer_method_static",
                   "d/71_instrument_clf_batches", "d/79_voiced_pitch_stats", "d/82_window_sweep",
                   "d/93_length_curriculum", "d/95_streaming_stft_frames", "e/01_panel_cluster_se",
                   "e/108_stratified_mean", "e/17_capm_rolling", "e/31_eb_schools_priors",
                   "e/45_normal_gibbs", "e/67_best_subset_aic", "e/69_regional_totals",
                   "e/71_running_moments", "e/80_ais_logit", "e/84_market_model",
                   "e/90_revenue_ci", "f/103_online_adapted_predictor", "f/23_adaptive_gating",
                   "f/39_cam_imu_time_offset", "f/43_class_heatmaps",
                   "f/47_lidar_to_camera_projection", "f/55_landmark_slam_eqx",
                   "f/57_mixed_dataset_training", "f/63_proposal_topk",
                   "f/71_scene_interaction_encoder", "f/77_imu_preintegration",
                   "f/81_per_sensor_filters", "f/84_log_replay_radar_cubes",
                   "f/98_wheel_odometry_scale", "g/05_resume_state", "g/07_resume_rebuild",
                   "g/10_lit_trainer", "g/16_mesh_sanity_val", "g/33_nnx_optional_mask",
                   "g/38_amp_policy_eval", "g/50_multitask_curriculum", "g/52_forward_hooks",
                   "g/65_mesh_restore", "g/67_hard_example_weights",
                   "g/71_contrastive_logit_scale", "g/74_profiling_decorator",
                   "g/77_argparse_clip", "g/80_random_crop_size", "g/89_warmup_compile",
                   "g/91_best_weights_half"}),
        {"a/93_map_tile_cache": "JC107", "b/32_dimer_scan_eval_tuple": "JC105",
         "c/30_ga_knapsack_immigrants": "JC105", "d/04_stream_ringbuffer": "JC105",
         "d/119_feature_pipeline_module_jit": "JC105", "d/66_cqt_settings_static": "JC103",
         "f/54_elevation_grid_study": "JC103", "f/76_lidar_range_view": "JC103",
         "g/30_eval_callback_init": "JC105", "g/42_sweep_weight_decay": "JC101",
         "g/70_evaluator_shared_jit": "JC105"}),
    # corpus 19: seven more authors, in new domains (physics simulation, quantitative
    # finance, classic NLP, graph networks, active learning, streaming video, physics-informed
    # learning), written while corpus 18's misses were read by class
    # (test_lint_classes17.py); measured once with the engine frozen after that (a808251):
    # 216 of 346 found (62%), 8 of 356 look-alikes flagged (210 and 8 with the engine
    # before it, 0e30347); kept as measured (2 flagged since its flagged look-alikes were
    # read, test_lint_classes18.py)
    "blind19": Corpus(
        "blind19", 346, 356, 219,
        frozenset({"a/07_lj_equilibration", "a/09_spring_system_eqx", "a/105_level_bodies",
                   "a/109_md_thermo_callbacks", "a/117_bubble_column", "a/15_reactive_species",
                   "a/21_flax_force_field", "a/39_molecule_nve", "a/55_eqx_cloth_cut",
                   "a/69_scene_preview", "a/71_replica_ensemble", "a/73_polymer_rg",
                   "a/81_coulomb_ions", "a/85_langevin_restart", "a/87_nbody_profiled",
                   "a/89_crystal_melt", "a/93_polymer_annealing", "a/99_eqx_buckingham_fit",
                   "b/111_top_names_dict", "b/113_blend_weights_config", "b/121_blotter_mc_paths",
                   "b/124_epoch_housekeeping", "b/13_factor_refit_universe",
                   "b/15_signal_blend_features", "b/22_book_imbalance_levels",
                   "b/24_volume_profile_loader", "b/29_bs_pricer_cache", "b/49_lob_batches_cached",
                   "b/62_garch_ticker_lambda", "b/71_tick_chunks_split", "b/79_tax_lots_list",
                   "b/83_cv_folds_expanding", "b/85_greeks_live_vs_backtest",
                   "b/90_blotter_service", "b/93_eqx_window_refit", "b/99_quote_ordered_sources",
                   "c/11_streaming_unigram", "c/13_beam_prune", "c/19_ner_lr_decay",
                   "c/23_length_grouped_lm", "c/25_intent_eval_kwargs", "c/31_compact_token_store",
                   "c/33_decode_len_budget", "c/37_packed_segments", "c/39_augment_sampling_temps",
                   "c/41_nli_features_container", "c/43_bucket_encoder_cache",
                   "c/45_tagging_batch_struct", "c/52_balanced_intent_weights",
                   "c/58_crf_viterbi_sentences", "c/63_sms_spam_adaptive_pad",
                   "c/69_sampler_logits_processor", "c/71_decoder_spec_counter",
                   "c/77_hier_doc_sentences", "c/87_optional_padding_mask", "d/01_mol_regression",
                   "d/07_sage_sampler", "d/13_gat_edge_dropout", "d/17_rgcn_relations",
                   "d/19_cluster_gcn", "d/23_protein_graph_masks", "d/27_eqx_graph_readout",
                   "d/29_egonet_padding", "d/33_recall_at_k", "d/35_temporal_snapshots",
                   "d/41_negative_sampling", "d/45_conformer_ensemble", "d/47_visit_statistics",
                   "d/51_nnx_loss_tracking", "d/57_linen_module_per_batch", "d/61_warm_restarts",
                   "d/63_multisource_globals", "d/69_edge_layout_formats",
                   "d/79_embedding_service", "e/01_gp_refit_rounds", "e/11_gp_hyper_dict_floats",
                   "e/15_bo_state_optional_best", "e/31_incumbent_float_init",
                   "e/35_ensemble_pruning", "e/41_initial_design_int_grid",
                   "e/43_static_config_round_field", "e/45_calibration_callback_inner",
                   "e/53_gp_pad_small_multiple", "e/68_linen_member_jits",
                   "e/70_select_default_static", "e/72_iwal_batch_optional_weights",
                   "e/86_pool_bf16_seed_f32", "e/92_grid_l2_int_zero",
                   "e/98_scan_epochs_by_dataset", "f/01_clip_encoder", "f/03_window_scoring",
                   "f/09_abr_player", "f/11_motion_extrapolation", "f/15_temporal_pooling",
                   "f/23_replay_learner", "f/27_codec_profiles", "f/39_multicam_tracker",
                   "f/41_fps_estimator", "f/53_phone_rotation", "f/55_frame_numbering",
                   "f/61_custom_optimizer", "f/75_motion_blur", "f/85_fps_resample",
                   "f/97_session_tracker", "f/99_night_mode", "g/03_node_rk4_time",
                   "g/17_kdv_loss_terms", "g/19_domain_bounds_cfg", "g/23_growth_ode_irregular",
                   "g/37_lotka_volterra_params", "g/51_node_query_times", "g/53_xpinn_subdomains",
                   "g/65_lshape_segments", "g/67_adams_history", "g/69_fd_solver_instances",
                   "g/71_adaptive_activation_eqx", "g/79_sensor_half_precision",
                   "g/87_surrogate_service"}),
        {"c/14_beam_full_width": "JC105", "e/10_batch_query_constant": "JC103"}),
    # corpus 20: seven more authors, in new domains (trajectory prediction, document AI,
    # epidemiology, retrieval, control, energy systems, neural rendering), written while
    # corpus 19's flagged look-alikes and some of its misses were read
    # (test_lint_classes18.py); measured once with the engine frozen after that (8fd6a1d):
    # 194 of 318 found (61%), 12 of 332 look-alikes flagged (194 and 12 with a808251, the
    # engine before corpus 19 was read; 190 and 12 with 0e30347); kept as measured.
    # Its flagged look-alikes were read after (test_lint_classes19.py): 11 of 12 are
    # silent. b/79 stays: a new nnx.Optimizer per trial does compile again (JAX's log
    # shows it with equal shapes), but each trial's model has new shapes anyway
    "blind20": Corpus(
        "blind20", 318, 332, 198,
        frozenset({"a/15_map_tiles", "a/25_speed_limits", "a/27_centerline_resample",
                   "a/29_predict_service", "a/31_ensemble_members", "a/43_interaction_attention",
                   "a/45_track_history", "a/47_sim_configs", "a/52_nnx_midepoch_eval",
                   "a/60_frame_transform", "a/62_route_lanes", "a/65_linen_static_init",
                   "a/70_split_loaders", "a/73_ego_rollout", "a/82_weather_flags",
                   "a/88_optional_map", "a/94_running_metrics", "b/03_layout_boxes",
                   "b/05_word_pooling", "b/13_form_extraction", "b/16_page_scans",
                   "b/18_char_decoder", "b/26_bbox_regression", "b/36_invoice_boxes",
                   "b/38_mixed_page_sources", "b/53_multilingual_decoder", "b/57_page_thumbnails",
                   "b/65_table_scoring", "b/68_crop_stitching", "b/73_table_grid",
                   "b/81_fax_and_photo_pages", "b/83_growing_charset", "b/88_ema_eval",
                   "b/94_multipage_documents", "b/96_word_masks", "b/97_page_record",
                   "c/01_outbreak_calibration", "c/07_npi_schedule", "c/11_contact_scenarios",
                   "c/19_regional_surveillance", "c/29_mobility_transmission_nnx",
                   "c/35_town_ensembles", "c/43_stiff_seir_substeps", "c/47_country_age_structure",
                   "c/51_prior_merge", "c/55_vaccination_campaigns", "c/59_quarantine_abm",
                   "c/67_regional_initial_conditions", "c/74_outbreak_trajectory_log",
                   "c/78_scenario_kwargs", "c/86_labelled_region_models", "c/88_x64_ode_fit",
                   "c/95_cost_aware_next_gen", "d/03_ann_topk_service",
                   "d/05_contrastive_temp_sched", "d/09_query_batcher", "d/11_hard_neg_curriculum",
                   "d/15_hardneg_pairs", "d/17_sharded_index", "d/19_triplet_margin_ema",
                   "d/37_score_threshold_service", "d/41_multivector_passages",
                   "d/64_query_embedding_cache", "d/70_seen_filter", "d/72_grad_accum_budget",
                   "d/77_rank_fusion", "d/81_scoring_engine", "d/83_search_server",
                   "d/85_ndcg_splits", "d/89_rerank_head", "d/91_matryoshka_budget",
                   "e/01_tracking_mpc", "e/17_sensor_log_fit", "e/25_weight_sweep_solver",
                   "e/31_disturbance_observer", "e/33_traj_opt_config", "e/35_dropout_logs",
                   "e/39_multistep_sysid", "e/45_setpoint_schedule", "e/51_gain_gradient_tuning",
                   "e/53_sysid_validation", "e/55_sensor_fusion_loop", "e/69_scenario_mpc",
                   "e/71_feedforward_enable", "e/77_reference_profiles",
                   "e/85_servo_gain_property", "e/89_plan_server", "e/93_quadrotor_hover",
                   "f/01_meter_eval", "f/47_scenario_partial", "f/53_site_model_cache",
                   "f/63_gappy_meters", "f/65_mixed_precision_ingest", "f/73_eqx_limit_fn",
                   "f/75_apply_per_zone", "f/77_loss_options", "f/79_hourly_tariff_lookup",
                   "f/81_struct_state", "g/03_multiscale_eval", "g/07_pointnet_scans",
                   "g/11_focal_refine", "g/15_optional_depth", "g/33_keyframe_embeddings",
                   "g/35_portrait_landscape", "g/45_rig_dropped_frames", "g/48_mask_sources",
                   "g/50_tracking_motion_prior", "g/56_nnx_sow_features", "g/60_splat_densify",
                   "g/73_batch_scene_tag", "g/78_converged_cameras_dropped",
                   "g/82_optional_render_kwargs"}),
        {"b/79_layout_size_sweep": "JC102"}),
    # corpus 21: seven more authors, in new domains (astronomy, neuroscience, operations
    # research, federated learning, anomaly detection, robot learning from demonstrations,
    # causal inference), written while corpus 20's flagged look-alikes and some of its
    # misses were read (test_lint_classes19.py); measured once with the engine frozen
    # after that (e0affdf): 220 of 335 found (66%), 12 of 359 look-alikes flagged (218 and
    # 12 with 2f99b7e, the engine before corpus 20 was read); kept as measured
    "blind21": Corpus(
        "blind21", 335, 359, 220,
        frozenset({"a/01_lc_sine_fit", "a/07_template_redshift", "a/13_multiband_lc",
                   "a/23_frame_coadd", "a/31_loglam_resample", "a/43_curve_of_growth",
                   "a/49_field_stack_list", "a/55_background_clip", "a/61_sn_classifier_snapshot",
                   "a/63_cadence_smoother_cache", "a/69_barycentric_times_x64",
                   "a/82_galaxy_cutouts", "a/88_psf_centroids", "a/96_sn_lc_fit_named",
                   "b/01_spike_bins", "b/03_eeg_subject_fit", "b/25_trf_intercept",
                   "b/27_rate_smoother_cache", "b/31_session_normalizer",
                   "b/35_iterative_trial_rejection", "b/55_linen_eval_apply",
                   "b/61_eqx_car_reference", "b/66_session_cache_halfprec",
                   "b/67_trial_weights_optional", "b/69_learning_curve_sizes",
                   "b/78_time_resolved_decoding", "b/80_ica_subject_iters",
                   "b/85_behaviour_regressors", "b/94_ssvep_classes_from_data",
                   "b/96_recording_pytree_aux", "c/01_inventory_simulation",
                   "c/03_vehicle_routing", "c/07_demand_forecasting", "c/101_delivery_eta_service",
                   "c/105_regional_depot_utilisation", "c/25_distribution_network_rebalancing",
                   "c/31_fleet_assignment_relaxation", "c/33_store_demand_smoothing",
                   "c/43_depot_location_weber_problem", "c/55_lot_sizing_relaxation",
                   "c/57_vehicle_routing_heuristic", "c/59_base_stock_scenario_sweep",
                   "c/67_delivery_quoting_service", "c/71_periodic_review_inventory",
                   "c/77_service_desk_queue_simulation", "c/83_fleet_dispatch_simulation",
                   "c/87_landed_cost_scenario_comparison", "c/97_seasonal_demand_curve_fitting",
                   "d/04_server_inbox", "d/15_client_local_fit", "d/17_reweighted_batches",
                   "d/30_partial_personalisation", "d/35_silo_images", "d/36_iid_eval_shards",
                   "d/38_padded_cohorts", "d/40_fedprox_clients", "d/52_personal_heads",
                   "d/77_flower_client_fn", "d/78_fairness_registry", "d/86_fednova_normalised",
                   "d/87_client_objectives", "d/94_regression_sources", "d/96_linen_eval_hook",
                   "d/97_secagg_dropout", "d/99_deletion_requests", "e/03_latency_alerts",
                   "e/25_event_count_sources", "e/39_txn_records", "e/58_detector_ensemble_grow",
                   "e/62_nnx_calibrated_head", "e/64_rule_config_snapshot", "e/70_heartbeat_deque",
                   "e/74_eqx_channel_limits", "e/78_eqx_leaky_anneal",
                   "e/96_detector_json_snapshot", "f/01_episode_bc", "f/07_cross_robot_mix",
                   "f/13_eqx_obs_normalizer", "f/19_sim_real_images", "f/23_goal_dropout",
                   "f/29_frame_history_rollout", "f/31_adaptive_relabel",
                   "f/43_multitask_active_heads", "f/45_open_loop_replay", "f/49_mask_dtype_eval",
                   "f/52_replay_vs_demo_batch", "f/56_temporal_ensemble",
                   "f/63_loader_augment_jit", "f/71_teleop_device_actions",
                   "f/79_env_wrapper_obs_rank", "g/05_residualized_outcomes", "g/10_delta_method",
                   "g/14_readout_api", "g/15_post_stratification", "g/16_aipw_specs",
                   "g/20_bonferroni_readout", "g/45_aa_calibration", "g/49_variant_readout",
                   "g/50_xlearner_stages", "g/54_parallel_bootstrap",
                   "g/62_successive_elimination", "g/63_geo_cluster_resampling",
                   "g/75_regression_guard", "g/85_donor_pool_placebos", "g/88_interleaving_tally",
                   "g/89_cusum_alerts"}),
        {"c/40_supplier_lead_time_scenario_sweep": "JC105", "d/24_dp_clip_sigma_sweep": "JC101",
         "d/83_hinge_client_step": "JC101"}),
    # corpus 22: seven more authors, in new domains (agriculture and ecology,
    # manufacturing inspection, sports analytics, cybersecurity, wearables, quantum and
    # lattice physics, marketing), written while corpus 21's flagged look-alikes were read
    # (test_lint_classes20.py); measured once with the engine frozen after that (f9d59a3):
    # 228 of 349 found (65%), 7 of 362 look-alikes flagged (228 and 7 with e0affdf, before
    # corpus 21 was read; 228 and 9 with 2f99b7e, before corpus 20 was read); kept as measured
    "blind22": Corpus(
        "blind22", 349, 362, 228,
        frozenset({"a/01_season_yield", "a/03_sdm_lr_decay", "a/17_camtrap_augment",
                   "a/21_growth_curve_init", "a/23_sensor_network_active",
                   "a/31_trap_trigger_filter", "a/41_flux_gapfill", "a/53_fishery_stock_method",
                   "a/91_chamber_flux_slopes", "b/05_line_sensor_stream",
                   "b/101_seal_model_registry", "b/15_bottle_fill_metrics",
                   "b/21_dual_camera_line", "b/31_conveyor_drift", "b/37_casting_xray",
                   "b/41_glass_zone_alarms", "b/49_fleet_baselines", "b/57_shaft_diameter_hist",
                   "b/63_steel_strip_tiles", "b/67_extruder_frames", "b/93_casting_resize",
                   "b/95_thermocouple_selection", "b/99_gasket_auto_threshold",
                   "c/09_ball_smoother", "c/104_win_prob_rank", "c/16_local_control",
                   "c/49_sprint_topk", "c/55_player_param_dict", "c/66_event_window_pytree",
                   "c/70_step_cache_lr", "c/72_fixture_tuple_list", "c/86_linen_apply_eval",
                   "c/92_live_trajectory_deque", "c/94_home_flag_types",
                   "c/96_sim_service_requests", "d/107_dga_scoring_requests",
                   "d/111_enrichment_risk_requests", "d/15_alert_queue_topk",
                   "d/19_byte_histogram_sources", "d/27_syn_flood_history",
                   "d/31_host_trace_windows", "d/37_flow_session_scoring", "d/41_siem_json_alerts",
                   "d/43_watched_port_volume", "d/55_egress_internal_flag",
                   "d/61_dns_tunnel_replay", "d/65_byte_freq_counts", "d/73_resume_step_counter",
                   "d/77_packet_stream_rnn", "d/79_rule_head_rebuild",
                   "d/81_ransomware_behaviour_training", "d/85_adaptive_grad_clip",
                   "d/89_tenant_scorer_cache", "d/91_eqx_port_priors", "e/01_ecg_rr_features",
                   "e/07_accel_temp_calib", "e/09_ppg_stream_buffer", "e/15_accel_device_dtypes",
                   "e/23_sleep_multimodal_keys", "e/29_ppg_af_eval_apply",
                   "e/33_bp_cuffless_user_cal", "e/50_ecg_aug_random_crop",
                   "e/54_apnea_optional_mask", "e/58_user_enroll_registry",
                   "e/64_sleep_target_stage_scalar", "e/66_glucose_cgm_calibration",
                   "e/70_fall_detector_user_cache", "e/73_user_session_model",
                   "e/90_ppg_sliding_tail", "e/92_imu_sdk_layouts", "f/03_ising_anneal",
                   "f/05_mps_norm", "f/13_tfim_ground_sweep", "f/15_potts_observables",
                   "f/17_qaoa_maxcut", "f/29_vmc_error_bars", "f/45_random_circuits",
                   "f/48_nnx_lattice_cnn", "f/52_tebd_quench", "f/61_lanczos_heisenberg",
                   "f/67_brickwork_evolution", "f/75_bose_hubbard_meanfield",
                   "f/77_linen_evaluator", "f/79_mbl_imbalance", "f/81_trg_ising",
                   "f/83_crank_nicolson_x64", "f/88_vqe_checkpoint_resume",
                   "g/03_ad_arms_thompson", "g/05_elasticity_grid_sweep",
                   "g/21_revenue_holt_state", "g/31_basket_units_dtype", "g/37_ctr_feature_cache",
                   "g/45_ctr_smoothing_prior", "g/47_clv_propensity_weights",
                   "g/49_market_demand_heads", "g/57_reco_api_topk", "g/65_category_mix_counts",
                   "g/80_placement_scorer_cache", "g/99_auction_state_struct"}),
        {"b/40_packaging_capacity": "JC105", "b/48_tread_depth_station": "JC102",
         "b/84_spindle_scoring": "JC103", "e/32_ppg_filter_config_nominal": "JC103",
         "f/58_phase_classifier_dropout": "JC105", "f/72_ising_seed_average": "JC103"}),
    # corpus 23: seven more authors, in new domains (weather and climate, seismology,
    # telecommunications, education, insurance, aerospace, hydrology), written while
    # corpus 22's misses and look-alikes were read (test_lint_classes21.py); measured once
    # with the engine frozen after that (9b1f558): 315 of 487 found (65%), 21 of 488
    # look-alikes flagged (305 and 20 with b57a198, before corpus 22 was read). Since then
    # three look-alikes are silent, and c/33 is missed: it was found by a short batch that
    # the engine now reads as whole (2048 rows in 256s), not by its own weak learning rate
    "blind23": Corpus(
        "blind23", 487, 488, 314,
        frozenset({"a/09_reanalysis_emulator_sst", "a/102_mast_wind_profiles",
                   "a/104_regional_drought_index", "a/119_visibility_checkpointing",
                   "a/121_station_bias_kalman", "a/123_radar_rotation_augment",
                   "a/125_observation_thinning", "a/127_frost_probability",
                   "a/138_landuse_roughness", "a/141_land_surface_switches",
                   "a/143_vorticity_divergence", "a/150_lapse_rate_overrides",
                   "a/23_thickness_augmentation", "a/24_emulator_scenario_projection",
                   "a/30_gumbel_return_levels", "a/34_heatwave_counts", "a/36_degree_days_monthly",
                   "a/48_denoiser_crops", "a/52_moist_static_energy", "a/65_synop_buoy_mae",
                   "a/76_convective_feature_store", "a/81_storm_centroids",
                   "a/83_cmip_precip_distribution", "a/86_warming_trends",
                   "a/88_frontal_passage_detection", "a/92_product_export",
                   "a/96_forecast_api_leads", "a/98_chapman_ozone_study", "b/05_tomo_damping_int",
                   "b/101_augment_list_batch", "b/103_json_config_int_float",
                   "b/107_static_event_tag", "b/109_haiku_rng_none_vs_key",
                   "b/112_ordereddict_vs_dict", "b/11_station_optional_elevation",
                   "b/121_gain_scalar_vs_channel", "b/128_layout_channel_first",
                   "b/130_static_niter_adaptive", "b/137_tuple_of_traces_varying",
                   "b/143_checkpoint_step_restored", "b/144_prng_old_vs_new_keys",
                   "b/146_velocity_list_then_array", "b/148_eqx_ensemble_lambda_activation",
                   "b/150_spectrogram_uint8_vs_float", "b/156_eqx_weights_tolist",
                   "b/21_slider_saveat_len", "b/27_response_mixed_dtype",
                   "b/29_multiband_list_tuple", "b/33_fd_wave_nt_per_source",
                   "b/46_eqx_detector_array_threshold", "b/63_eqx_bandpass_tuple_corners",
                   "b/69_online_finetune_daily_events", "b/79_callback_growing_val",
                   "b/81_collate_pad_batch_max", "b/86_event_residual_property",
                   "b/90_gmpe_scalar_vs_slice", "b/92_gnss_time_int_vs_float",
                   "b/96_numpyro_logdensity_obs_none", "c/07_viterbi_frame_lengths",
                   "c/106_diffrax_laser_args_optional", "c/107_rrc_rolloff_float_artifact",
                   "c/109_spectrogram_last_hop_short", "c/114_dmrs_config_per_slot",
                   "c/120_dci_ndi_bool_int", "c/122_crc_bits_uint8_int",
                   "c/131_nnx_midepoch_eval_callback", "c/136_cached_factory_float_key",
                   "c/138_carrier_aggregation_cc_tuple", "c/140_costas_loop_weak_phase_init",
                   "c/141_haiku_optional_kwargs_settings", "c/142_static_nfft_numpy_int_header",
                   "c/21_nnx_per_cell_batches", "c/27_numpyro_pathloss_sites",
                   "c/33_beam_pred_lr_table", "c/45_packet_classifier_fixed_pad",
                   "c/58_massive_mimo_array_split_users", "c/62_harq_chase_varargs",
                   "c/70_spectrum_sensing_static_tag", "c/79_linen_frozen_checkpoint_eval",
                   "c/87_eqx_unfolded_detector_weak_init", "c/91_harq_process_id_static",
                   "c/93_awgn_baseline_real_channel", "c/95_traffic_window_deque_warmup",
                   "c/98_json_config_int_step_size", "d/04_bkt_slip_weak_type",
                   "d/102_bernoulli_subsample_batches", "d/113_varargs_score_columns",
                   "d/114_struct_metadata_field_changes", "d/116_custom_pytree_aux_school",
                   "d/121_prior_scalar_vs_vector", "d/125_rubric_points_list_inference",
                   "d/136_eval_split_sizes_by_term", "d/137_prng_typed_vs_legacy_keys",
                   "d/140_anchor_stats_weak_then_strong", "d/20_gradebook_mixed_dtypes",
                   "d/24_online_elo_growing_history", "d/37_skill_report_static_tuple",
                   "d/47_pfa_weak_init_params", "d/54_kfold_uneven_folds",
                   "d/67_haiku_transform_per_epoch", "d/69_semester_horizon_static",
                   "d/80_eqx_batch_count_python_int", "d/87_skill_params_subset_dict",
                   "d/91_essay_service_raw_lengths", "d/99_sweep_hyperparam_python_float",
                   "e/04_lee_carter_projection", "e/08_annuity_factors",
                   "e/09_telematics_channel_scoring", "e/104_segment_office_premium_a",
                   "e/26_buhlmann_monthly_extracts", "e/38_large_loss_split_a",
                   "e/46_inforce_reserve_a", "e/52_household_expected_loss_a",
                   "e/56_elastic_net_grid_a", "e/60_haiku_severity_validation",
                   "e/63_numpyro_negbin_regions", "e/71_vehicle_group_rating",
                   "e/74_ultimates_by_subsidiary_a", "e/77_adjuster_reserves_a",
                   "e/79_pandemic_bi_claims_a", "e/85_quarterly_ae_monitor_a",
                   "e/94_haiku_case_reserve_serving", "e/99_home_pricing_api_a",
                   "f/101_resume_checkpoint_lists", "f/108_eqx_waypoint_list",
                   "f/109_gnss_prn_dict", "f/113_kepler_static_iterations",
                   "f/115_solar_flux_day_index", "f/117_mag_calibration_new_key",
                   "f/119_sensor_noise_key_types", "f/121_intercept_single_vs_batch",
                   "f/14_attitude_replay_dt", "f/41_takeoff_perf_table_dtype",
                   "f/54_conflict_alert_serving", "f/74_atmosphere_aux_scale_height",
                   "f/77_haiku_lstm_log_windows", "f/81_fuel_gauge_column_shape",
                   "f/83_horizon_camera_uint8", "g/07_raingauge_counts",
                   "g/102_abstraction_licence", "g/110_site_regression", "g/111_kf_telemetry",
                   "g/129_lake_level_forecast", "g/138_urban_design_storms",
                   "g/22_haiku_gru_curriculum", "g/25_annual_water_balance",
                   "g/29_depth_to_discharge", "g/32_online_bias_correction",
                   "g/41_river_network_routing", "g/53_drought_scenarios", "g/54_basin_evaluation",
                   "g/56_degree_day_snowpack", "g/61_eqx_leaky_regressor_cv", "g/66_pot_windows",
                   "g/70_confluence_routing", "g/76_warning_areas", "g/79_two_store_adam",
                   "g/85_rate_of_rise", "g/88_forecast_handler", "g/92_bayesian_rating",
                   "g/93_forcing_anomalies", "g/95_thiessen_areal_rain"}),
        {"a/114_haiku_monsoon_cv": "JC105", "a/145_surface_qc_flags": "JC103",
         "a/85_eqx_runoff_model": "JC103", "b/62_resample_static_dt_rounded": "JC103",
         "c/125_gnn_interference_padded_edges": "JC105", "c/85_fir_taps_pow2_bucket": "JC103",
         "d/77_nnx_train_eval_modes": "JC105", "e/30_poisson_warmup_b": "JC105",
         "f/50_haiku_icing_train_eval": "JC105", "f/64_adaptive_step_float_dt": "JC104",
         "g/103_licence_check": "JC105", "g/58_glue_chunks": "JC105"}),
    # corpus 24: seven more authors, in new domains (veterinary medicine, nuclear
    # engineering, workforce analytics, apparel, media production, structural health
    # monitoring, public transit), written while corpus 23's look-alikes were read
    # (test_lint_classes21.py); measured once with the engine frozen after that (5136348):
    # 277 of 427 found (65%), 24 of 425 look-alikes flagged (277 and 26 with 9b1f558,
    # before corpus 23 was read; 270 and 25 with b57a198, before corpus 22 was read)
    "blind24": Corpus(
        "blind24", 427, 425, 277,
        frozenset({"a/107_loader_drops_nan_rows", "a/117_transposed_export",
                   "a/119_growing_herd_register", "a/122_static_window_per_logger",
                   "a/23_diffrax_pk_sampling_times", "a/25_numpyro_johne_herds",
                   "a/34_static_herd_size_ranks", "a/41_lab_serving_requests",
                   "a/53_column_vector_targets", "a/55_int_initial_state",
                   "a/68_static_quantile_cutpoints", "a/79_bool_vs_int_flag",
                   "a/83_static_dtype_spelling", "a/91_gps_windows_tail",
                   "a/93_list_ints_then_floats", "b/100_env_monitoring_network",
                   "b/108_epr_dosimeter_calibration", "b/110_anderson_acceleration",
                   "b/113_noise_cross_validation", "b/119_efficiency_curve_eqx",
                   "b/11_net_peak_area", "b/14_reactivity_meter_online", "b/31_portal_monitor",
                   "b/61_startup_kalman_runs", "b/64_waste_drums", "b/74_eprd_json_readings",
                   "b/84_icrp_effective_dose", "b/88_tof_spectrometry",
                   "b/90_rossi_alpha_pulse_trains", "b/96_film_badge",
                   "b/98_trigger_threshold_tuning", "c/05_shift_coverage_static",
                   "c/101_ewma_span_property_static", "c/105_calibration_per_manager",
                   "c/109_screened_candidates_filter", "c/112_csv_nan_dtype_flip",
                   "c/113_market_adjust_numpy_mean", "c/115_weights_list_vs_array",
                   "c/123_scalar_vs_vector_raise", "c/127_diffrax_args_optional_key",
                   "c/129_archive_int16_hours", "c/12_timesheet_hours_dtype",
                   "c/20_holiday_calendar_list_tuple", "c/26_workforce_sim_active_property",
                   "c/43_numpyro_hires_by_region", "c/46_mentor_match_topk_request",
                   "c/56_forecast_config_damping", "c/70_haiku_store_demand_windows",
                   "c/72_candidate_score_varargs", "c/80_policy_flags_bool_int",
                   "c/81_static_grade_count_numpy_int", "c/82_settings_items_tuple_static",
                   "c/94_optional_survey_column", "c/99_team_dict_keys_change",
                   "d/103_finishing_line_streaks", "d/105_po_fabric_requirement",
                   "d/109_holiday_footfall", "d/11_review_fit_sentiment",
                   "d/12_store_replenishment_sim", "d/16_pos_holt_smoothing",
                   "d/22_pattern_grading_service", "d/24_spreading_plan",
                   "d/25_dye_uptake_kinetics", "d/41_fullprice_kpis", "d/55_outfit_compatibility",
                   "d/69_weft_density", "d/71_trouser_block_drafting", "d/73_roll_scan_anomalies",
                   "d/80_prepack_matching", "d/87_sku_sellthrough_tracker",
                   "d/89_mention_growth_fit", "d/91_size_advice_api", "d/95_planner_forecasts",
                   "e/07_block_encoder", "e/101_clean_plate", "e/103_punctuation_restore",
                   "e/114_clip_gain_bounce", "e/116_shot_change_qc", "e/120_hdr_trim",
                   "e/17_spectral_gate", "e/21_multiband_master", "e/27_abuse_report_rates",
                   "e/33_keyframe_picker", "e/41_face_anonymizer", "e/45_sdr_previews",
                   "e/51_grain_reducer", "e/57_viseme_classifier", "e/63_cg_motion_blur",
                   "e/69_xyz_conversion", "e/81_speaker_embeddings", "e/83_snow_sim",
                   "e/87_translation_qe", "e/95_bitrate_model", "e/99_abr_player",
                   "f/05_paris_growth", "f/09_gauge_daily_summary", "f/11_gauge_calibration",
                   "f/13_rainflow_histogram", "f/25_diffrax_freedecay", "f/46_binary_counts",
                   "f/47_nnx_deflection_surrogate", "f/55_control_chart", "f/57_haiku_kfold",
                   "f/67_haiku_strain_archive", "f/71_axle_moments", "f/80_sample_weights",
                   "f/87_json_structures", "f/91_crack_maps", "g/100_station_dict_keys",
                   "g/107_apc_counts_int_float_merge", "g/109_eqx_route_stop_tuple",
                   "g/111_crowding_default_vs_explicit", "g/113_crew_shards_array_split",
                   "g/116_gravity_model_json_init", "g/118_hourly_matrix_layout",
                   "g/123_occupancy_uint8_feed", "g/129_bikeshare_station_capacity_static",
                   "g/16_geofence_list_tuple", "g/18_incident_delay_none",
                   "g/25_platform_queue_diffrax", "g/27_station_ridership_svi",
                   "g/29_occupancy_haiku_buffer", "g/31_turnstile_counts_dtype",
                   "g/37_trip_aggregation_num_segments", "g/39_weekday_profile_np_int",
                   "g/49_cancelled_trips_boolmask", "g/51_route_onehot_unique",
                   "g/55_bus_position_kalman_shape", "g/57_ridership_callback_clip",
                   "g/59_trip_duration_hist_static_bins", "g/61_eta_serving_request_sizes",
                   "g/63_headway_history_list", "g/83_ticket_txn_pad_multiple",
                   "g/86_fleet_sim_vehicles_join", "g/93_stop_eta_single_vs_batch",
                   "g/97_journey_legs_tuple", "g/99_route_eval_haiku_sizes"}),
        {"a/100_static_int_normalised": "JC103", "b/114_safeguards_cross_validation": "JC105",
         "b/12_diffusion_options": "JC105", "b/47_plant_sensor_autoencoder": "JC105",
         "b/71_norm_peak_fitting": "JC105", "b/95_pool_boiloff": "JC103",
         "c/125_shift_bid_priority_closure_dict": "JC101",
         "c/40_linen_kfold_static_module": "JC105", "c/69_nnx_dropout_train_eval_modes": "JC105",
         "c/83_settings_sorted_static": "JC103", "c/85_bf16_everywhere": "JC105",
         "c/93_struct_dataclass_batches": "JC105", "c/96_pad_to_dataset_max": "JC105",
         "d/100_hosiery_quantiles": "JC105", "d/74_knit_ladder_detection": "JC105",
         "e/112_nsfw_accumulation": "JC105", "e/121_octave_analyzer": "JC103",
         "f/39_eqx_rul": "JC105", "f/92_prestress_loss": "JC105",
         "g/126_mode_string_normalized": "JC103", "g/130_bikeshare_docks_static_int": "JC103"}),
    # corpus 25: seven more authors in new domains (agronomy, pharmacokinetics, astronomy,
    # legal document analytics, fisheries and forestry, semiconductor manufacturing, food
    # processing), written while corpus 24's misses were read (test_lint_classes22.py);
    # measured once with the engine frozen before that (5b8b4724): 282 of 468 found (60%),
    # 19 of 469 look-alikes flagged (292 and 20 with fb23ccb, after the first readings)
    "blind25": Corpus(
        "blind25", 468, 469, 282, frozenset({"a/03_irrigation_bucket_rain",
                                             "a/100_disease_api_request_sizes",
                                             "a/103_tree_partial_lambda",
                                             "a/104_diffrax_max_steps_season",
                                             "a/10_sensor_mask_optional",
                                             "a/113_fp16_checkpoint_finetune",
                                             "a/115_nnx_bias_head_attached",
                                             "a/119_static_reducer_partial",
                                             "a/123_eval_loader_remainder",
                                             "a/126_label_column_shape",
                                             "a/131_greenhouse_vpd_tuple_sensors",
                                             "a/133_pivot_controller_per_field",
                                             "a/14_haiku_field_tiles", "a/18_numpyro_field_svi",
                                             "a/20_band_stack_list_tuple",
                                             "a/23_online_ec_filter_dtype",
                                             "a/37_cloudfree_pixel_filter",
                                             "a/42_scouting_callback_growing",
                                             "a/50_sensor_namedtuple_two_classes",
                                             "a/60_seeding_rate_flat_or_zones",
                                             "a/68_online_phenology_refit",
                                             "a/71_leap_year_weather_scan",
                                             "a/72_forecast_window_tail",
                                             "a/79_drone_landsat_uint_dtypes",
                                             "a/82_kfold_uneven_eqx", "a/86_hparam_zero_disables",
                                             "a/89_probe_dataclass_hash_field",
                                             "a/93_partial_kwarg_binding",
                                             "a/96_stress_counter_int_init",
                                             "a/97_sensor_thresholds_list",
                                             "b/09_nnx_logp_deepset", "b/116_vancomycin_loading",
                                             "b/120_auc_dose_normalisation",
                                             "b/123_multistart_initial_guesses",
                                             "b/124_eqx_compound_pk_models",
                                             "b/13_covariate_objective", "b/15_tdm_map_session",
                                             "b/18_numpyro_trial_loglik",
                                             "b/21_infusion_schedules",
                                             "b/23_clearance_across_studies",
                                             "b/40_three_plus_three_cohort",
                                             "b/48_ward_weight_based_dosing",
                                             "b/52_ppb_prediction_service",
                                             "b/69_multisite_progression",
                                             "b/70_paediatric_prior_sensitivity",
                                             "b/72_two_arm_power", "b/74_adherence_troughs",
                                             "b/75_titration_protocols",
                                             "b/80_eqx_solubility_ensemble",
                                             "b/89_active_learning_rounds",
                                             "b/97_ehr_dose_histories", "b/98_linen_smiles_cnn",
                                             "c/03_lightcurve_sine_fit",
                                             "c/05_ccd_calibration_gain",
                                             "c/07_fwhm_scaled_aperture",
                                             "c/09_spectrum_optional_ivar",
                                             "c/13_sersic_index_grid_eqx",
                                             "c/14_zeropoint_colour_term_eqx",
                                             "c/22_photoz_nnx_tiles",
                                             "c/26_detrend_outlier_mask_none",
                                             "c/28_sed_fit_list_vs_tuple",
                                             "c/34_diffrax_orbit_baseline",
                                             "c/46_centroid_refine_weak_start",
                                             "c/58_callback_growing_holdout",
                                             "c/62_rolling_window_alert_stream",
                                             "c/68_linen_random_crop_size",
                                             "c/70_field_settings_int_float",
                                             "c/72_coadd_list_of_exposures",
                                             "c/74_diffrax_saveat_obs_times",
                                             "c/83_sky_level_numpy_vs_python",
                                             "c/91_linen_serving_request_sizes",
                                             "c/99_rotator_angle_transpose",
                                             "d/03_authority_scores", "d/101_apply_feedback",
                                             "d/108_obligation_matrix", "d/113_counterparty_risk",
                                             "d/115_section_means", "d/119_rank_with",
                                             "d/121_motion_rate", "d/125_assignment_update",
                                             "d/127_gdpr_flags", "d/129_contract_vector",
                                             "d/134_calibrated_topics", "d/137_citation_context",
                                             "d/141_merge_exhibits", "d/151_svi_update",
                                             "d/152_liability_exposure", "d/154_invoice_totals",
                                             "d/18_flag_privileged", "d/30_map_step",
                                             "d/33_redline_step", "d/45_read_pages",
                                             "d/47_enforceability", "d/55_per_type_recall",
                                             "d/61_liability_cap_loss", "d/63_nearest_template",
                                             "d/65_fit_relevance", "d/70_absorb_batch",
                                             "d/74_aggregate_cited", "d/76_attend_sections",
                                             "d/80_governing_law_step", "d/86_classify_request",
                                             "d/95_cv_step", "d/97_suggest_clauses",
                                             "e/107_multispecies_yield",
                                             "e/117_composite_survey_index",
                                             "e/122_density_rasters_surveys",
                                             "e/125_cohort_mortality_stocks",
                                             "e/132_carbon_pool_rotations",
                                             "e/134_observer_trip_rates", "e/136_recruitment_nao",
                                             "e/138_trawl_strata_biomass",
                                             "e/140_age_reader_growth",
                                             "e/146_canopy_water_sensors",
                                             "e/148_vms_activity_classifier",
                                             "e/150_bh_environment_stocks",
                                             "e/154_site_productivity_checkpoint",
                                             "e/156_selectivity_checkpoint",
                                             "e/15_leaf_area_index", "e/161_smolt_run_lstm",
                                             "e/25_bark_beetle_outbreak",
                                             "e/33_fleet_tac_allocation",
                                             "e/38_numpyro_length_weight",
                                             "e/45_growth_yield_projection",
                                             "e/47_telemetry_residency",
                                             "e/61_bioenergetics_daily",
                                             "e/64_age_length_key_ports", "e/74_fleet_catch_eqx",
                                             "e/80_production_model_priors",
                                             "e/86_soil_carbon_sites",
                                             "e/88_spectral_species_heads",
                                             "f/100_nnx_active_channels_attr",
                                             "f/109_ocd_pitch_static_float_noise",
                                             "f/110_frozendict_vs_dict_params",
                                             "f/114_diffrax_plating_max_steps",
                                             "f/117_cd_histogram_sqrt_bins",
                                             "f/12_eqx_peb_diffusion_calib",
                                             "f/17_haiku_adc_sem_dtypes",
                                             "f/19_bin_yield_eval_kwargs",
                                             "f/25_haiku_yield_mc_dropout_none_key",
                                             "f/31_film_stack_list_tuple",
                                             "f/50_fem_layout_int_dose_lists",
                                             "f/54_haiku_serving_variable_requests",
                                             "f/58_diffrax_peb_bake_times",
                                             "f/79_nnx_per_chamber_models",
                                             "f/92_rf_sensor_layout_transpose",
                                             "f/95_macro_inspection_islice_steps",
                                             "g/09_sensor_dict_optional_co2",
                                             "g/103_nnx_loss_stored_on_module",
                                             "g/114_partial_keyword_binding",
                                             "g/116_nutrition_recipe_dict_keys",
                                             "g/118_calibration_json_list",
                                             "g/11_raman_baseline_eqx_window",
                                             "g/124_allergen_tokens_pad_longest",
                                             "g/128_dataclass_meta_lot_id",
                                             "g/132_cellar_active_tanks_property",
                                             "g/13_rice_kernel_camera_dtype",
                                             "g/35_ph_history_deque",
                                             "g/37_plate_counts_int_float",
                                             "g/41_serving_grain_moisture_requests",
                                             "g/53_cheese_yield_kfold",
                                             "g/54_spectra_random_crop_aug",
                                             "g/61_hplc_replicate_list",
                                             "g/65_bread_recipe_hash_batchno",
                                             "g/67_brewhouse_mash_int_setpoints",
                                             "g/73_do_pid_tag_shape",
                                             "g/77_egg_grading_daily_groups",
                                             "g/93_batch_cache_list_vs_tuple",
                                             "g/95_metrics_logger_new_key",
                                             "g/97_wavelength_selection_static_idx",
                                             "g/99_eqx_reload_lambda_activation"}),
        {"a/107_rain_units_static": "JC103", "a/41_runoff_curve_number": "JC103",
         "a/45_trainstate_cosine": "JC105", "a/62_haiku_sliding_tiles": "JC105",
         "a/76_exact_batches_plots": "JC105", "a/92_zone_segment_sum": "JC105",
         "b/87_emax_scenarios": "JC108", "c/55_eqx_sed_emulator": "JC105",
         "c/61_vmap_jit_module_padded_stars": "JC105", "c/90_haiku_partial_module_level": "JC105",
         "c/96_static_int_cast_binning": "JC103", "e/124_ring_width_detrending": "JC105",
         "e/143_species_biomass_plots": "JC103", "e/85_recruitment_forecast_callbacks": "JC105",
         "f/112_eqx_numpy_scalar_field": "JC103", "f/38_gross_die_wafer_stats": "JC105",
         "g/125_allergen_tokens_fixed_len": "JC105"}),
    # corpus 26: seven more authors in new domains (archaeology, oceanography, linguistics,
    # ophthalmic and dental imaging, sports science, real estate, bioacoustics), written
    # while corpus 25's misses were read; measured once with the engine frozen after that
    # (0f1f811): 336 of 501 found (67%), 19 of 507 look-alikes flagged (329 and 19 with
    # 5b8b4724, before corpus 24 was read)
    "blind26": Corpus(
        "blind26", 501, 507, 336, frozenset({"a/01_c14_site_calibration",
                                             "a/111_mortar_carbonation_nnx",
                                             "a/11_trench_context_scoring",
                                             "a/123_artefact_band_ratios", "a/130_tomb_hdr_merge",
                                             "a/31_manuscript_restorer_sgd",
                                             "a/32_numpyro_core_age_depth",
                                             "a/36_vase_workshop_attribution",
                                             "a/45_xrf_reference_drift",
                                             "a/55_cropmark_ndvi_tiles",
                                             "a/67_bronze_corrosion_ode",
                                             "a/68_artefact_photo_segmentation",
                                             "a/82_trench_section_profiles",
                                             "a/83_rim_diameter_estimates",
                                             "a/97_glaze_identification_service",
                                             "a/98_dating_method_ensemble", "b/03_tide_prediction",
                                             "b/107_dolphin_whistle_classification_service",
                                             "b/116_argo_float_salinity_drift_estimation",
                                             "b/118_monthly_tidal_analysis_of_tide",
                                             "b/121_1_d_ocean_column_model",
                                             "b/122_glider_mission_summaries",
                                             "b/124_oil_spill_plume_advection",
                                             "b/129_multibeam_bottom_detection",
                                             "b/17_passive_acoustic_monitoring",
                                             "b/33_mixed_layer_depth_emulator",
                                             "b/42_satellite_altimetry_ssh_mapping",
                                             "b/46_real_time_wave_buoy_anomaly",
                                             "b/48_thermistor_mooring_time_series",
                                             "b/70_buoy_wave_height_nowcasting",
                                             "b/72_in_situ_plankton_imaging_morphometrics",
                                             "b/76_coral_reef_carbonate_chemistry_box",
                                             "b/84_near_inertial_currents_at_moorings",
                                             "b/92_tracer_advection_model",
                                             "b/96_vertical_mixing_parameterisation",
                                             "c/07_viterbi_static_nphones",
                                             "c/102_checkpoint_json_lists",
                                             "c/108_serving_request_sizes",
                                             "c/110_bf16_for_long_requests",
                                             "c/111_speaker_dict_enrollment",
                                             "c/116_duration_target_rank",
                                             "c/120_wals_missing_dropped",
                                             "c/125_self_training_selected_count",
                                             "c/127_lm_interp_weight_int_then_float",
                                             "c/129_static_pitch_range_tuple",
                                             "c/137_recorder_channel_count",
                                             "c/13_label_dtype_two_corpora",
                                             "c/23_haiku_g2p_word_length",
                                             "c/31_numpyro_vot_partial_static",
                                             "c/39_translit_greedy_growing",
                                             "c/50_dtw_dialect_distance",
                                             "c/54_speaker_index_numpy_vs_int",
                                             "c/57_curriculum_truncation",
                                             "c/65_layer_probe_growing_list",
                                             "c/69_split_dtype_config",
                                             "c/79_static_language_code",
                                             "c/86_nnx_last_loss_attribute",
                                             "c/87_word_spans_tuple_list",
                                             "c/90_calibration_optax_weak_to_strong",
                                             "c/91_nbest_static_k", "c/93_haiku_dropout_rng_none",
                                             "c/95_speaker_grouped_batches",
                                             "d/07_fundus_multitask_vessels",
                                             "d/104_dr_lesion_burden",
                                             "d/108_vf_pointwise_progression",
                                             "d/109_diffrax_intravitreal_pk",
                                             "d/112_disc_hemorrhage_screen",
                                             "d/114_glaucoma_screen_cv", "d/117_cct_corrected_iop",
                                             "d/118_fundus_srgb_linear",
                                             "d/122_referral_letter_urgency",
                                             "d/42_numpyro_site_svi", "d/44_dr_grade_sweep",
                                             "d/52_eqx_dr_temperature", "d/56_cbct_tooth_density",
                                             "d/62_hard_exudate_tversky",
                                             "d/64_referable_dr_two_datasets",
                                             "d/75_oct_ez_archive", "d/76_oct_fluid_devices",
                                             "d/79_eqx_endothelial_density",
                                             "d/81_cataract_grading_aug",
                                             "d/90_patient_dr_referral", "d/92_antivegf_acuity",
                                             "d/96_macular_volume",
                                             "d/97_perimetry_staircase_state",
                                             "e/05_smooth_and_detect", "e/07_session_load",
                                             "e/100_predicted_performance",
                                             "e/102_stroke_train_step", "e/108_win_probability",
                                             "e/112_weighted_speed_error", "e/114_smooth_angle",
                                             "e/11_fit_tau", "e/124_pelvis_path_length",
                                             "e/130_lt_speed", "e/132_hamstring_risk",
                                             "e/136_knee_cycle_metrics", "e/138_body_load",
                                             "e/13_neuromuscular_z", "e/140_tonnage_and_e1rm",
                                             "e/146_anneal_step", "e/152_peak_pressure_map",
                                             "e/154_predict_jump", "e/160_channel_summary",
                                             "e/166_speed_after", "e/17_torque_error",
                                             "e/21_simulate_swing", "e/25_map_step",
                                             "e/27_embed_clip", "e/49_pitch_control",
                                             "e/51_peak_5min_intensity", "e/55_peak_power_per_kg",
                                             "e/59_eval_logloss", "e/71_infer_load",
                                             "e/73_time_in_zones", "e/76_block_core_temp",
                                             "e/81_rsi_modified", "e/86_involvement_score",
                                             "e/89_cadence", "e/95_activity_counts",
                                             "f/05_zoning_land_use_classification",
                                             "f/114_building_footprint_density_mapping",
                                             "f/128_comparable_sales_appraisal",
                                             "f/132_property_price_model_evaluation",
                                             "f/134_price_index_normalisation",
                                             "f/140_hedonic_timetrend_model",
                                             "f/148_mass_appraisal_feature_pipeline",
                                             "f/15_housing_demand_by_census",
                                             "f/160_infrastructure_levy_scenarios",
                                             "f/19_real_estate_investment_valuation",
                                             "f/51_travel_demand_modelling",
                                             "f/53_bayesian_house_price_model",
                                             "f/55_property_tax_assessment",
                                             "f/57_housing_supply_elasticity",
                                             "f/66_automated_valuation_serving",
                                             "f/69_listing_price_feed",
                                             "f/80_submarket_price_calibration",
                                             "f/81_accessibility_mapping",
                                             "f/85_vacancy_rate_estimation",
                                             "f/91_traffic_volume_monitoring",
                                             "f/93_affordable_housing_subsidy_allocation",
                                             "g/03_accel_behaviour_temp_anneal",
                                             "g/05_collar_kalman_missing_fix",
                                             "g/06_nnx_behaviour_lr_decay",
                                             "g/100_label_key_name_sources",
                                             "g/117_mono_stereo_rank",
                                             "g/11_haiku_song_server_requests",
                                             "g/120_online_stats_namedtuple_weak",
                                             "g/134_dict_keys_detected_individuals",
                                             "g/138_flag_bool_vs_int_csv",
                                             "g/37_herd_daily_active_collars",
                                             "g/39_numpyro_occupancy_visits",
                                             "g/51_tdoa_mic_positions_int",
                                             "g/59_prng_key_styles_mixed",
                                             "g/71_curriculum_crop_length",
                                             "g/75_haiku_optional_confidence_weights",
                                             "g/79_nnx_dropout_rate_schedule",
                                             "g/85_histogram_edges_arange",
                                             "g/87_site_calibration_class_attr",
                                             "g/89_eqx_site_name_arg",
                                             "g/95_static_sample_rate_header"}),
        {"a/18_lidar_relief_settings": "JC103", "b/115_otolith_fish_age_estimation": "JC105",
         "b/55_coral_bleaching_risk_classification": "JC105",
         "c/64_per_language_eval_padded": "JC105", "d/99_bitewing_calculus_stream": "JC105",
         "e/116_mvc_normalise": "JC103"}),
    # corpus 27: seven more authors in new domains (insurance, aviation, volcanology and
    # seismology, rail and maritime logistics, livestock, mining, fermentation), written
    # while corpus 26's look-alikes were read; measured once with the engine frozen before
    # that (2d359df1): 302 of 469 found (64%), 13 of 476 look-alikes flagged (301 and 9
    # with 221f94a0, after the reading)
    "blind27": Corpus(
        "blind27", 469, 476, 302, frozenset({"a/01_chain_ladder_lobs",
                                             "a/03_fraud_linen_lastbatch",
                                             "a/05_premium_loading_static",
                                             "a/09_glm_optional_exposure",
                                             "a/111_target_shape_scalar_vs_vec",
                                             "a/126_requested_quantiles",
                                             "a/129_sweep_grid_int_zero",
                                             "a/15_claim_counts_int_dtype",
                                             "a/18_eqx_frailty_lr_array",
                                             "a/29_rating_factors_list_tuple",
                                             "a/31_yield_curve_numpy_scalar",
                                             "a/35_fraud_service_daily_files",
                                             "a/37_numpyro_svi_monthly", "a/47_json_policy_terms",
                                             "a/49_lee_carter_expanding_window",
                                             "a/73_multi_peril_list_length",
                                             "a/78_exposure_years_sum",
                                             "a/86_quote_single_vs_batch",
                                             "a/88_ages_int_vs_midyear",
                                             "a/96_optional_credibility_weights",
                                             "a/98_scan_length_per_scenario",
                                             "b/05_trajectory_extrapolation",
                                             "b/103_seasonal_delay_loss_b", "b/106_brake_energy",
                                             "b/108_taxi_fuel_fleet_b", "b/112_metar_crosswind",
                                             "b/18_arrival_queue_delay", "b/21_sector_counts",
                                             "b/22_taxi_out_lr_schedule", "b/24_sector_conflicts",
                                             "b/35_fuel_flow_drift_refit",
                                             "b/50_descent_profile_aug",
                                             "b/56_arrival_delay_loaders",
                                             "b/59_metar_minima_stats", "b/67_route_distance",
                                             "b/69_eqx_eta_blend", "b/71_fuel_ensemble_pruning",
                                             "b/74_wake_separation_check",
                                             "b/79_runway_occupancy_hist",
                                             "b/81_cost_index_momentum", "b/83_fuel_tankering",
                                             "b/87_gate_allocation_terminals",
                                             "b/96_engine_sensor_windows",
                                             "b/98_flight_time_lookup",
                                             "c/05_ground_motion_prediction",
                                             "c/07_travel_time_tomography",
                                             "c/102_seismic_phase_association",
                                             "c/104_volcanic_degassing_modelling",
                                             "c/114_per_station_earthquake_detection",
                                             "c/118_kurtosis_based_onset_detection",
                                             "c/120_earthquake_early_warning_serving",
                                             "c/124_eruption_column_modelling",
                                             "c/128_site_kappa_and_high_frequency",
                                             "c/131_1_d_velocity_models_and_vertical",
                                             "c/142_network_rsam_monitoring",
                                             "c/146_seismic_waveform_denoising",
                                             "c/148_earthquake_source_spectra",
                                             "c/15_aftershock_forecasting",
                                             "c/30_volcanic_event_classification",
                                             "c/40_volcano_seismic_event_type",
                                             "c/41_seismic_velocity_tomography",
                                             "c/43_earthquake_detection_on_mixed",
                                             "c/48_earthquake_detector_threshold",
                                             "c/55_online_phase_picker_updating",
                                             "c/58_instrument_correction",
                                             "c/61_volcano_tectonic_seismicity_rate",
                                             "c/63_tomographic_inversion",
                                             "c/76_volcano_seismic_event",
                                             "c/77_volcano_deformation",
                                             "c/79_seismic_waveform_resampling",
                                             "c/85_seismic_event_feature_extraction",
                                             "c/91_volcano_seismicity_b_value",
                                             "c/96_short_term_eruption_earthquake",
                                             "c/99_ground_motion_site_terms",
                                             "d/03_route_fuel_simulator",
                                             "d/101_line_speed_profile",
                                             "d/107_waypoint_distances",
                                             "d/109_reach_stacker_energy",
                                             "d/113_haiku_ballast_condition",
                                             "d/118_ais_online_speed", "d/120_track_quality_index",
                                             "d/122_wagon_routing_accumulation",
                                             "d/124_ridership_anomaly",
                                             "d/140_train_event_encoder",
                                             "d/142_signalling_fault_restore",
                                             "d/156_container_damage_metrics",
                                             "d/17_rail_wear_rate", "d/19_berth_planner",
                                             "d/29_haiku_port_call_scorer",
                                             "d/31_nnx_eta_training", "d/33_numpyro_port_waiting",
                                             "d/42_vessel_fuel_per_day",
                                             "d/50_port_throughput_smoother",
                                             "d/52_derailment_risk_alarm",
                                             "d/63_marshalling_yard_sorter",
                                             "d/70_eqx_hull_fouling",
                                             "d/76_traction_power_monitor",
                                             "d/85_voyage_cost_pytree", "d/90_squat_margin_check",
                                             "d/91_port_congestion_online",
                                             "d/99_eqx_vessel_fuel_fleet", "e/03_scc_screening",
                                             "e/05_lameness_collar_gait",
                                             "e/103_heifer_weight_images",
                                             "e/105_cow_baselines_by_tag",
                                             "e/107_teat_scoring_service",
                                             "e/10_regional_prevalence_reports",
                                             "e/111_udder_thermography",
                                             "e/115_lifetime_production",
                                             "e/119_rotational_grazing",
                                             "e/124_haematocrit_records", "e/125_bcs_distribution",
                                             "e/22_test_day_milk_farms",
                                             "e/29_grower_pig_gain_trend",
                                             "e/42_walkover_weight_filter",
                                             "e/50_pregnancy_diagnosis_sources",
                                             "e/59_faecal_egg_histogram", "e/60_pinkeye_grading",
                                             "e/65_culling_parity_curriculum",
                                             "e/79_pen_weight_uniformity",
                                             "e/92_lactation_persistency", "e/96_pen_gain_model",
                                             "e/99_fat_protein_ratio",
                                             "f/08_assay_optional_density",
                                             "f/23_desurvey_int_depths",
                                             "f/27_blockmodel_serving_requests",
                                             "f/35_cutoff_json_settings",
                                             "f/37_drill_rate_history",
                                             "f/41_joint_inversion_surveys",
                                             "f/56_reg_sweep_static", "f/66_grid_tiles_edges",
                                             "f/69_fleet_availability_shape",
                                             "f/87_wet_season_flag",
                                             "f/89_infill_rounds_full_pool",
                                             "f/98_prng_key_styles", "g/101_probe_mv_conversion",
                                             "g/106_density_window_features", "g/107_spec_checks",
                                             "g/109_diacetyl_forecast", "g/112_wine_recommender",
                                             "g/117_overheating_alarms", "g/118_probe_smoothing",
                                             "g/123_racking_readiness",
                                             "g/124_activity_index_sensors",
                                             "g/126_refractometer_recalibration",
                                             "g/128_va_alerts", "g/132_harvest_scores",
                                             "g/136_tasting_note_embeddings",
                                             "g/13_co2_evolution_model",
                                             "g/141_cell_viability_counts",
                                             "g/15_monod_inhibition_ode", "g/32_attenuation_svi",
                                             "g/34_titration_summary", "g/39_kms_additions",
                                             "g/40_stuck_ferment_monitor", "g/49_angels_share",
                                             "g/51_ftir_ethanol_calibration",
                                             "g/69_tank_state_days", "g/75_haemocytometer_counter",
                                             "g/87_vineyard_ph_ridge", "g/92_chiller_energy_2023",
                                             "g/96_vintage_yield_ensemble",
                                             "g/99_berry_weight_histogram"}),
        {"c/137_volcanic_deformation_source": "JC104",
         "d/145_sea_tariff_bookings": "JC103",
         "f/40_geochem_split_even": "JC105",
         "f/54_holes_pad_global_max": "JC105",
         "g/105_oak_extraction_model": "JC105"}),
    # corpus 28: seven more authors in new domains (hospitality, esports, archives and
    # digital humanities, glaciology, building automation, sign language, power grids),
    # written after the engine was frozen (0a78ecfc); measured once with it: 308 of 440
    # found (70%), 24 of 440 look-alikes flagged (308 and 26 with 2d359df1)
    "blind28": Corpus(
        "blind28", 440, 440, 308, frozenset({"a/07_eqx_forecast_horizon_int",
                                             "a/104_rate_slice_vs_scalar",
                                             "a/115_star_rating_int_or_float",
                                             "a/121_nested_tuple_batch_from_zip",
                                             "a/125_topk_per_request",
                                             "a/128_amenity_tuple_order_static",
                                             "a/15_walkin_counts_dtype",
                                             "a/16_holt_level_init_weak",
                                             "a/27_nnx_dropout_anneal",
                                             "a/29_numpyro_hotel_rating_map",
                                             "a/41_los_onehot_static_from_batch",
                                             "a/42_room_types_list_length",
                                             "a/52_monthly_days_shape",
                                             "a/54_filter_cancelled_before_jit",
                                             "a/58_batch_namedtuple_vs_dict",
                                             "a/74_static_scale_from_batch",
                                             "a/75_single_vs_batch_requests",
                                             "a/86_weather_missing_scalar_fill",
                                             "a/92_heatmap_grid_from_bbox",
                                             "b/103_daily_retrain_growing",
                                             "b/115_remake_vote_lobbies", "b/121_power_rankings",
                                             "b/16_optional_voice_features",
                                             "b/37_ranked_mmr_delta", "b/50_trueskill_1v1_drift",
                                             "b/54_hero_ids_python_list",
                                             "b/70_report_class_weights",
                                             "b/73_dtype_static_spelling",
                                             "b/84_counter_pick_pool", "b/86_player_id_dict_keys",
                                             "b/93_round_scores_api", "b/99_objective_discount",
                                             "c/05_catalogue_threshold_sweep",
                                             "c/09_catalogue_duplicate_scorer",
                                             "c/100_catalogue_linker_stages",
                                             "c/107_catalogue_eqx_dedupe",
                                             "c/108_htr_transcription_editor",
                                             "c/109_ocr_deskew_search", "c/13_ocr_sauvola_sources",
                                             "c/24_htr_writer_pyramid",
                                             "c/29_ink_iron_gall_reports",
                                             "c/38_htr_eqx_lexicon_matcher",
                                             "c/43_dating_year_summary",
                                             "c/47_htr_page_writer_model",
                                             "c/51_dating_numpyro_collections",
                                             "c/56_textreuse_passage_batcher",
                                             "c/60_collation_eqx_stemma", "c/66_htr_word_server",
                                             "c/70_ocr_smoothing_sweep",
                                             "c/72_dating_folio_loader",
                                             "c/74_ocr_nnx_script_classifier",
                                             "d/03_sia_flow_static_nsteps",
                                             "d/05_permafrost_forcing_weaktype",
                                             "d/08_sic_products_dtype",
                                             "d/104_diffrax_rtol_per_lake",
                                             "d/108_batch_tuple_vs_list",
                                             "d/110_random_crop_size_augment",
                                             "d/119_cloud_mask_none_sometimes",
                                             "d/19_pdd_params_list_tuple",
                                             "d/29_frozen_model_dt_replace",
                                             "d/46_glacier_crop_bbox", "d/51_floe_size_auto_bins",
                                             "d/52_sar_ice_type_server",
                                             "d/54_isotope_diffusion_def_in_loop",
                                             "d/56_grounded_velocity_property",
                                             "d/58_smb_projection_year_int_float",
                                             "d/64_polynya_day_index_npint",
                                             "d/65_callback_adds_clip_key",
                                             "d/70_snowpack_jnp_full_init",
                                             "d/72_albedo_sweep_static_items",
                                             "d/78_haiku_core_window_by_accum",
                                             "d/90_inject_hparams_python_float",
                                             "d/94_tiepoint_int_depths",
                                             "e/03_chiller_plant_staging",
                                             "e/07_air_handler_fault_detection",
                                             "e/101_indoor_air_quality_from_iot",
                                             "e/106_stochastic_occupancy_scenarios",
                                             "e/108_thermal_comfort_prediction_service",
                                             "e/115_demand_response_precooling",
                                             "e/117_thermal_stratification_commissioning_check",
                                             "e/119_demand_limiting_control",
                                             "e/123_heating_degree_day_regression_per",
                                             "e/125_building_load_forecast_backtesting",
                                             "e/128_supply_air_temperature_reset_model",
                                             "e/133_enthalpy_economizer_lockout",
                                             "e/134_reheat_valve_travel_analysis",
                                             "e/138_overnight_zone_temperature_drift",
                                             "e/143_hydronic_loop_temperature_reset",
                                             "e/144_electric_demand_smoothing",
                                             "e/20_elevator_up_peak_traffic_analysis",
                                             "e/41_occupant_comfort_kpis",
                                             "e/48_elevator_dispatch_waiting_time",
                                             "e/50_thermostat_cycling_analysis",
                                             "e/65_duct_static_pressure_hunting_detection",
                                             "e/67_heating_plant_demand",
                                             "e/69_elevator_group_dispatch",
                                             "e/84_air_side_economizer_cooling_load",
                                             "e/92_supervisory_setpoint_optimization",
                                             "e/94_chiller_sensor_fault_detection",
                                             "f/05_static_rotation_aug",
                                             "f/09_holistic_optional_face",
                                             "f/108_word_token_list",
                                             "f/119_valid_count_int_sources",
                                             "f/11_stream_gru_none_carry",
                                             "f/124_adaptive_mc_samples",
                                             "f/130_static_alpha_int_vs_float",
                                             "f/31_static_trim_length", "f/45_sliding_window_tail",
                                             "f/48_detected_hands_count",
                                             "f/49_uint8_label_shards",
                                             "f/53_numpyro_signer_duration_svi",
                                             "f/55_curriculum_num_views",
                                             "f/69_joint_weights_int_list",
                                             "f/71_optional_class_weights_none",
                                             "f/73_static_fps_from_timestamps",
                                             "f/75_dynamic_request_batching",
                                             "f/79_clip_list_length", "f/86_random_crop_size",
                                             "f/90_eqx_threshold_sweep_floats",
                                             "f/95_per_request_nbest_k",
                                             "f/98_threshold_percentile_shape",
                                             "g/02_state_estimation_wls",
                                             "g/06_rolling_ed_day_end",
                                             "g/106_reserve_operator_override",
                                             "g/108_pmu_oscillation_bands",
                                             "g/10_temp_sensitivity_zones",
                                             "g/27_haiku_dayahead_load",
                                             "g/33_priority_list_dispatch", "g/47_lse_demand_bids",
                                             "g/49_numpyro_monthly_price",
                                             "g/51_ems_voltage_limits",
                                             "g/74_online_price_ar_refit"}),
        {"a/118_static_filter_normalized": "JC103",
         "a/130_window_cast_to_int": "JC103",
         "a/17_occupancy_csv_cast_once": "JC105",
         "a/21_linen_trainstate_weights_none": "JC108",
         "a/47_inject_hyperparams_lr": "JC104",
         "b/10_elo_rounds_full_init": "JC105",
         "b/112_ladder_week_struct": "JC105",
         "b/96_solo_flex_ladders": "JC105",
         "d/100_static_metric_named_fn": "JC103",
         "d/61_seaice_season_even_chunks": "JC105",
         "e/122_annual_building_energy_simulation": "JC105",
         "e/62_space_cooling_load_calculation": "JC108",
         "e/87_bas_alarm_analytics": "JC105",
         "f/106_loso_shared_step": "JC105",
         "f/127_video_fps_metadata_float": "JC105",
         "f/19_eqx_step_array": "JC103",
         "f/25_linen_dropout_rate_sweep": "JC101",
         "f/38_resampled_sensor_windows": "JC105",
         "f/42_nnx_temperature_variable": "JC103",
         "f/57_noise_settings_all_float": "JC105",
         "f/61_onehot_in_step": "JC105",
         "g/08_pmu_zscore_substations": "JC103",
         "g/65_dispatch_study_options": "JC103",
         "g/72_flicker_monitors": "JC102"}),
    "spell1": Corpus(
        "spell1", 58, 31, 55,
        frozenset({"a/14_b5_decode_kwargs_max_tokens", "a/20_e2_static_flag_default_given",
                   "b/26_d2_sac_alpha_attribute"})),
}

@functools.cache
def scored(name: str) -> list:
    """The corpus's cases, linted once (each corpus's authors' folders, a, b, ..., together);
    read when its test runs, so a test process lints only the corpora it is given."""
    return score(sorted(p for p in (HERE / CORPORA[name].folder).iterdir() if p.is_dir()))


#: the corpora read before the last one, but for the smallest early ones: linted by ``make
#: test-slow`` (CI runs both), to keep ``make test`` within its four minutes on two cores
SLOW = frozenset({"blind8", "blind9", "blind10", "blind12", "blind13", "blind15", "blind16",
                  "blind17", "blind18", "blind19", "blind20", "blind21", "blind22", "blind23",
                  "blind24", "blind25", "blind26", "blind27"})


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.slow) if n in SLOW else n
                                  for n in CORPORA])
def test_the_corpus_holds(name):
    """Each corpus, linted once: it is whole (its cases all there), its recall holds (no
    pitfall found before is missed now), and every look-alike is silent but those listed
    with their rule."""
    corpus, cases = CORPORA[name], scored(name)
    whole, _ = totals(cases)
    assert (whole.pitfalls, whole.lookalikes) == (corpus.pitfalls, corpus.lookalikes), \
        "the corpus is not whole"
    missed = {c.name for c in cases if c.kind == "pitfall" and not c.flagged}
    assert whole.found >= corpus.found, sorted(missed - corpus.missed)
    assert missed <= corpus.missed, f"found before, missed now: {sorted(missed - corpus.missed)}"
    wrong = {}
    for case in (c for c in cases if c.kind == "lookalike"):
        found = sorted({f.code for f in case.findings})
        if found != ([corpus.flagged[case.name]] if case.name in corpus.flagged else []):
            wrong[case.name] = [f"{f.path}:{f.line}: {f.code}" for f in case.findings]
    assert not wrong, f"look-alikes flagged: {wrong}"
